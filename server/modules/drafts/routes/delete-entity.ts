import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { visibleHarness } from '../../shared/access';
import { deleteEntity } from '../draft-store';
import { deleteEntityDocs, entityParams } from '../schema';
import { revisionFromIfMatch } from '../preconditions';
import { preconditionRequired } from '../../../http/problem';
import { asPreconditionFailed, requireWrite, writable } from './entity-writes';

export const deleteEntityRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'delete',
      path: '/harnesses/:id/draft/entities/:kind/:key',
      summary: 'Delete a skill, tool, hook or promotion from the draft (If-Match required)',
      tag: 'drafts',
      params: entityParams,
      responses: { 204: { description: 'Deleted' } },
      documentAs: deleteEntityDocs,
    },
    async (c, { params }) => {
      const actor = c.var.actor;
      const harness = await visibleHarness(c, params.id);
      writable(harness);
      requireWrite(actor, params.id, params.kind, 'delete');
      const ifMatch = c.req.header('if-match');
      if (ifMatch === undefined)
        throw preconditionRequired('Send If-Match with the revision you are deleting.');
      await deleteEntity(c.var.deps.db, params.id, params.kind, params.key, {
        expectedRevision: revisionFromIfMatch(ifMatch),
        actor: actor.id,
      }).catch(asPreconditionFailed);
      return c.body(null, 204);
    },
  );
};
