import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { visibleHarness } from '../../shared/access';
import { getVersion } from '../version-store';
import { versionParams } from '../schema';
import { versionWithDocumentSchema } from '../../../../src/harness/records';

export const getVersionRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/versions/:number',
      summary: 'One version with its document',
      tag: 'versions',
      params: versionParams,
      responses: { 200: { description: 'The version', schema: versionWithDocumentSchema } },
    },
    async (c, { params }) => {
      await visibleHarness(c, params.id);
      const version = await getVersion(c.var.deps.db, params.id, params.number);
      c.header('ETag', `"${version.contentHash}"`);
      c.header('Cache-Control', 'private, max-age=31536000, immutable');
      return c.json(version);
    },
  );
};
