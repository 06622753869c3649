import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { visibleHarness } from '../../shared/access';
import { listVersions } from '../version-store';
import { harnessParams, listVersionsQuery, versionPageSchema } from '../schema';

export const listVersionsRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/versions',
      summary: 'Versions, newest first',
      tag: 'versions',
      params: harnessParams,
      query: listVersionsQuery,
      responses: { 200: { description: 'A page of versions', schema: versionPageSchema } },
    },
    async (c, { params, query }) => {
      await visibleHarness(c, params.id);
      return c.json(await listVersions(c.var.deps.db, params.id, query));
    },
  );
};
