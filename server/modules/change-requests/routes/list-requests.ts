import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { harnessParams } from '../../shared/params';
import { visibleHarness } from '../../shared/access';
import { pageSchema } from '../../../../src/harness/records';
import { changeRequestListQuery, changeRequestSchema } from '../schema';
import { listRequests } from '../request-list';

export const listRequestsRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/change-requests',
      summary: 'Change requests of a harness, newest first',
      tag: 'change-requests',
      params: harnessParams,
      query: changeRequestListQuery,
      responses: { 200: { description: 'A page', schema: pageSchema(changeRequestSchema) } },
    },
    async (c, { params, query }) => {
      await visibleHarness(c, params.id);
      return c.json(await listRequests(c.var.deps.db, params.id, c.var.actor, query));
    },
  );
};
