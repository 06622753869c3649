import { z } from 'zod';
import type { AppEnv } from '../../http/app-env';
import type { Hono } from 'hono';
import { defineRoute } from '../../http/define-route';
import { nowIso } from '../../db/clock';
import { forbidden, notFound } from '../../http/problem';
import { visibleHarness } from '../shared/access';
import { appendAudit } from '../audit/audit-store';
import { sampleContexts } from '../../../src/harness/sample/contexts';
import { liveContextSchema } from '../../../src/harness/schema/live-context';
import { changeRequestSchema, pinPreviewBody, requestParams } from './schema';
import { proposalOf, readRequestRow } from './request-rows';
import { visibleRequest } from './visible-request';
import { requestView, servingOf } from './request-view';
import { requestEntity } from './request-fired';
import { pinSuggestions, pinSuggestionsSchema } from './pin-suggestions';

const pinParams = requestParams.extend({
  pin: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, 'Use a pin id like 3.')
    .transform(Number),
});

/** Preview answers a reviewer pinned to a request (before and after, side by side). */
export function pinsRoutes(api: Hono<AppEnv>) {
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/change-requests/:n/pins/suggestions',
      summary:
        'Live rooms to pin a preview in: one per promotion the proposal adds, changes or removes, a minute into its window',
      tag: 'change-requests',
      params: requestParams,
      responses: { 200: { description: 'The suggested rooms', schema: pinSuggestionsSchema } },
    },
    async (c, { params }) => {
      const row = await visibleRequest(c, params.id, params.n);
      const { db } = c.var.deps;
      const proposal = proposalOf(row);
      // A shop's overlay proposal is previewed by its shop: no version to compare here.
      if (proposal.kind !== 'version') return c.json({ before: null, after: null, rooms: [] });
      const { version } = await servingOf(db, row);
      return c.json(await pinSuggestions(db, params.id, version, proposal.version));
    },
  );

  defineRoute(
    api,
    {
      method: 'post',
      path: '/harnesses/:id/change-requests/:n/pins',
      summary: 'Pin a preview answer (served now and proposed) to a request',
      tag: 'change-requests',
      params: requestParams,
      body: pinPreviewBody,
      responses: { 201: { description: 'Pinned', schema: changeRequestSchema } },
    },
    async (c, { params, body }) => {
      await visibleHarness(c, params.id);
      const actor = c.var.actor;
      if (actor.role === 'merchant') throw forbidden('Your role cannot pin previews.');
      const { db } = c.var.deps;
      // A sample room named without its context is kept with the sample's own.
      const sample = sampleContexts.find((s) => s.id === body.contextId);
      const context = body.context ?? (sample ? liveContextSchema.parse(sample.context) : null);
      const title = body.contextTitle ?? sample?.title ?? null;
      await db.transaction(async (tx) => {
        const row = await readRequestRow(tx, params.id, params.n);
        await tx.run(
          `INSERT INTO change_request_pins (request_id, revision, context_id, context_title,
             context, question, before_text, after_text, pinned_by, at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [
            params.n,
            row.revision,
            body.contextId,
            title,
            context === null ? null : JSON.stringify(context),
            body.question,
            body.before,
            body.after,
            actor.id,
            nowIso(),
          ],
        );
        await appendAudit(tx, {
          actor: actor.id,
          harnessId: params.id,
          action: 'change_request.pin',
          entity: requestEntity(params.n),
          after: { contextId: body.contextId, ...(context?.now ? { now: context.now } : {}) },
        });
      });
      return c.json(await requestView(db, params.id, params.n), 201);
    },
  );

  defineRoute(
    api,
    {
      method: 'delete',
      path: '/harnesses/:id/change-requests/:n/pins/:pin',
      summary: 'Remove a pinned preview',
      tag: 'change-requests',
      params: pinParams,
      responses: { 200: { description: 'The request', schema: changeRequestSchema } },
    },
    async (c, { params }) => {
      await visibleHarness(c, params.id);
      const actor = c.var.actor;
      if (actor.role === 'merchant') throw forbidden('Your role cannot remove pins.');
      const { db } = c.var.deps;
      await db.transaction(async (tx) => {
        await readRequestRow(tx, params.id, params.n);
        const { changes } = await tx.run(
          'DELETE FROM change_request_pins WHERE request_id = ? AND id = ?',
          [params.n, params.pin],
        );
        if (changes !== 1) throw notFound(`Change request ${params.n} has no pin ${params.pin}.`);
        await appendAudit(tx, {
          actor: actor.id,
          harnessId: params.id,
          action: 'change_request.unpin',
          entity: requestEntity(params.n),
          before: { pin: params.pin },
        });
      });
      return c.json(await requestView(db, params.id, params.n));
    },
  );
}
