import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { visibleHarness } from '../../shared/access';
import { getEntity } from '../draft-store';
import { draftEntitySchema } from '../../../../src/harness/records';
import { entityParams, getEntityDocs } from '../schema';
import { etagOf } from '../preconditions';

export const getEntityRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/draft/entities/:kind/:key',
      summary: 'One draft entity; its ETag is its revision',
      tag: 'drafts',
      params: entityParams,
      responses: { 200: { description: 'The entity', schema: draftEntitySchema } },
      documentAs: getEntityDocs,
    },
    async (c, { params }) => {
      await visibleHarness(c, params.id);
      const entity = await getEntity(c.var.deps.db, params.id, params.kind, params.key);
      c.header('ETag', etagOf(entity.revision));
      return c.json(entity);
    },
  );
};
