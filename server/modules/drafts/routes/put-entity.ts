import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { visibleHarness } from '../../shared/access';
import { putEntity } from '../draft-store';
import { draftEntitySchema } from '../../../../src/harness/records';
import { entityBody, entityParams, putEntityDocs } from '../schema';
import { etagOf, expectedRevision } from '../preconditions';
import { checkCampaignScope } from '../../shops/campaign-scope';
import { checkPromotionFloorSave } from '../promotion-floor';
import { currentCopy } from '../draft-rows-store';
import { recordLoosening } from '../../labels/release-loosening';
import { diagnosticSchema } from '../../../../src/harness/diagnostics';
import { asPreconditionFailed, requireWrite, writable } from './entity-writes';

/** A saved entity; `warnings` says what the save keeps but does not do yet (a loosened rule). */
const savedEntitySchema = draftEntitySchema.extend({
  warnings: diagnosticSchema.array().optional(),
});

export const putEntityRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'put',
      path: '/harnesses/:id/draft/entities/:kind/:key',
      summary: 'Create (If-None-Match: *) or update (If-Match: "<revision>") one draft entity',
      tag: 'drafts',
      params: entityParams,
      body: entityBody,
      responses: {
        200: { description: 'Updated', schema: savedEntitySchema },
        201: { description: 'Created', schema: savedEntitySchema },
        412: { description: 'Someone saved it first; `current` is their copy' },
      },
      documentAs: putEntityDocs,
    },
    async (c, { params, body }) => {
      const actor = c.var.actor;
      const harness = await visibleHarness(c, params.id);
      writable(harness);
      requireWrite(actor, params.id, params.kind, 'edit');
      const expected = expectedRevision(c);
      await checkCampaignScope(c.var.deps.db, params.id, params.kind, body);
      await checkPromotionFloorSave(c.var.deps.db, params.id, params.kind, body);
      const { entity, warnings } = await c.var.deps.db
        .transaction(async (tx) => {
          // The settings' approval rule is judged with the save: a loosening is kept, said
          // and audited in the same transaction (it takes effect only once published).
          const before =
            params.kind === 'meta' ? await currentCopy(tx, params.id, 'meta', 'meta') : null;
          const saved = await putEntity(tx, params.id, params.kind, params.key, body, {
            expectedRevision: expected,
            actor: actor.id,
          });
          const said =
            params.kind === 'meta'
              ? await recordLoosening(tx, params.id, actor.id, before?.value, saved.value)
              : [];
          return { entity: saved, warnings: said };
        })
        .catch(asPreconditionFailed);
      c.header('ETag', etagOf(entity.revision));
      const answer = warnings.length > 0 ? { ...entity, warnings } : entity;
      return c.json(answer, expected === null ? 201 : 200);
    },
  );
};
