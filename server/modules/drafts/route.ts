import type { ApiModule } from '../../http/app-env';
import { defineRoute } from '../../http/define-route';
import { conflict, forbidden, preconditionFailed } from '../../http/problem';
import type { Harness } from '../harnesses/harness-store';
import { canWriteEntity, type Actor } from '../../auth/roles';
import type { EntityKind } from '../../../src/harness';
import { Conflict } from '../../db/store-errors';
import { visibleHarness, requireRole } from '../shared/access';
import { deleteEntity, getDraft, getEntity, putEntity } from './draft-store';
import { draftEntitySchema, draftSchema } from '../../../src/harness/records';
import {
  deleteEntityDocs,
  entityBody,
  entityParams,
  getEntityDocs,
  harnessParams,
  putEntityDocs,
} from './schema';
import { etagOf, expectedRevision, revisionFromIfMatch } from './preconditions';
import { preconditionRequired } from '../../http/problem';
import { checkCampaignScope } from '../shops/campaign-scope';
import { checkPromotionFloorSave } from './promotion-floor';
import { currentCopy } from './draft-rows-store';
import { draftLoosenedWarnings, recordLoosening } from '../labels/release-loosening';
import { diagnosticSchema } from '../../../src/harness/diagnostics';

/** A saved entity; `warnings` says what the save keeps but does not do yet (a loosened rule). */
const savedEntitySchema = draftEntitySchema.extend({
  warnings: diagnosticSchema.array().optional(),
});

const asPreconditionFailed = (err: unknown): never => {
  if (err instanceof Conflict) {
    throw preconditionFailed(
      `${err.message} Reload it, then apply your change again.`,
      err.current,
    );
  }
  throw err;
};

/**
 * The role may write this kind of entity. A merchant writes no part of the base: its
 * settings are its shop's overlay, and the refusal says where that is.
 */
function requireWrite(actor: Actor, harnessId: string, kind: EntityKind, verb: string): void {
  if (actor.role === 'merchant' && actor.shopId) {
    throw forbidden(
      `The base harness (its ${kind} included) is the platform's, kept by ops and engineers; a ` +
        `merchant edits its own shop's settings in its overlay: ` +
        `PUT /api/v1/harnesses/${harnessId}/shops/${actor.shopId}/overlay.`,
    );
  }
  requireRole(canWriteEntity(actor, kind), `${verb} the ${kind}`);
}

/** An archived harness is read-only: 409, not the 412 of a lost race. */
function writable(harness: Harness): void {
  if (harness.archived) throw conflict(`The harness "${harness.id}" is archived and read-only.`);
}

export const draftsModule: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/draft',
      summary: 'The working draft: every entity with its revision, and its diagnostics',
      tag: 'drafts',
      params: harnessParams,
      responses: { 200: { description: 'The draft', schema: draftSchema } },
    },
    async (c, { params }) => {
      await visibleHarness(c, params.id);
      const { db } = c.var.deps;
      const draft = await getDraft(db, params.id);
      // What only the server can tell: a loosened approval rule waiting for its publish.
      const loosened = await draftLoosenedWarnings(db, params.id);
      return c.json({ ...draft, diagnostics: [...draft.diagnostics, ...loosened] });
    },
  );

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
