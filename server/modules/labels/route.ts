import { z } from 'zod';
import type { ApiModule } from '../../http/app-env';
import { defineRoute } from '../../http/define-route';
import { canMoveLabel, canOverrideGate } from '../../auth/roles';
import { conflict } from '../../http/problem';
import { appendAudit } from '../audit/audit-store';
import { publishGate } from '../test-runs/gate';
import { harnessRelease } from '../schedules/harness-release';
import { approvalFor } from '../../../src/harness/release/release-settings';
import { servedVersions } from './label-store';
import { harnessParams } from '../shared/params';
import { visibleHarness, requireRole } from '../shared/access';
import { getLabel, getLabels, listLabelMoves, moveLabel } from './label-store';
import { labelMoveSchema, labelSchema, pageSchema } from '../../../src/harness/records';
import { labelMovesQuery, labelParams, moveLabelBody } from './schema';

export const labelsModule: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/labels',
      summary: 'Labels and the versions they point at',
      tag: 'labels',
      params: harnessParams,
      responses: { 200: { description: 'Labels', schema: z.array(labelSchema) } },
    },
    async (c, { params }) => {
      await visibleHarness(c, params.id);
      return c.json(await getLabels(c.var.deps.db, params.id));
    },
  );

  defineRoute(
    api,
    {
      method: 'put',
      path: '/harnesses/:id/labels/:label',
      summary: 'Move a label (publish or roll back), optionally splitting traffic',
      tag: 'labels',
      params: labelParams,
      body: moveLabelBody,
      responses: {
        200: {
          description: 'Moved',
          schema: z.object({ label: labelSchema, move: labelMoveSchema }),
        },
      },
    },
    async (c, { params, body }) => {
      const actor = c.var.actor;
      await visibleHarness(c, params.id);
      requireRole(canMoveLabel(actor, params.label), `move the label "${params.label}"`);
      if (body.override) requireRole(canOverrideGate(actor), 'override the publish gate');
      // Issue 28: a label that needs approvals moves through a change request; a rollback (to
      // versions it served before) stays possible, and an admin's override is audited below.
      const rule = approvalFor(
        (await harnessRelease(c.var.deps.db, params.id)).release,
        params.label,
      );
      const wanted = [body.version, ...(body.split ? [body.split.version] : [])];
      const served = await servedVersions(c.var.deps.db, params.id, params.label, wanted);
      const unapproved = rule.required > 0 && !wanted.every((v) => served.has(v));
      if (unapproved && !body.override) {
        const route = `/api/v1/harnesses/${params.id}/change-requests`;
        throw conflict(
          `The label "${params.label}" needs ${rule.required} approval(s): open a change request (POST ${route}).`,
          { code: 'label.approvals_required', route },
        );
      }
      // Only production is gated: staging is where versions go to be tested.
      const refusal =
        params.label === 'production'
          ? await publishGate(c.var.deps.db, params.id, [
              body.version,
              ...(body.split ? [body.split.version] : []),
            ])
          : null;
      if (refusal && !body.override) {
        const { detail, ...extra } = refusal;
        throw conflict(detail, extra);
      }
      const result = await moveLabel(c.var.deps.db, params.id, params.label, {
        version: body.version,
        split: body.split ?? null,
        reason: body.reason,
        actor: actor.id,
      });
      if (unapproved && body.override) {
        await appendAudit(c.var.deps.db, {
          actor: actor.id,
          harnessId: params.id,
          action: 'approvals.override',
          entity: `label/${params.label}`,
          before: { required: rule.required },
          after: { version: body.version, reason: body.override.reason },
        });
      }
      if (refusal && body.override) {
        await appendAudit(c.var.deps.db, {
          actor: actor.id,
          harnessId: params.id,
          action: 'gate.override',
          entity: `label/${params.label}`,
          before: refusal,
          after: { version: body.version, split: body.split ?? null, reason: body.override.reason },
        });
      }
      return c.json(result);
    },
  );

  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/labels/:label/moves',
      summary: "A label's history: who moved it, when, from, to and why",
      tag: 'labels',
      params: labelParams,
      query: labelMovesQuery,
      responses: {
        200: {
          description: 'A page of moves',
          schema: pageSchema(labelMoveSchema),
        },
      },
    },
    async (c, { params, query }) => {
      await visibleHarness(c, params.id);
      await getLabel(c.var.deps.db, params.id, params.label);
      return c.json(
        await listLabelMoves(c.var.deps.db, params.id, { ...query, label: params.label }),
      );
    },
  );
};
