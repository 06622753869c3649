import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { nowIso } from '../../../db/clock';
import { forbidden } from '../../../http/problem';
import { visibleHarness } from '../../shared/access';
import { appendAudit } from '../../audit/audit-store';
import { sampleContexts } from '../../../../src/harness/sample/contexts';
import { liveContextSchema } from '../../../../src/harness/schema/live-context';
import { changeRequestSchema, pinPreviewBody, requestParams } from '../schema';
import { readRequestRow } from '../request-rows';
import { requestView } from '../request-view';
import { requestEntity } from '../request-fired';

export const addPinRoute: ApiModule = (api) => {
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
};
