import type { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { defineRoute } from '../../http/define-route';
import { canMoveLabel, canPublishOverlay } from '../../auth/roles';
import { conflict } from '../../http/problem';
import { visibleHarness, requireRole } from '../shared/access';
import { cancelSchedule, createSchedule, scheduleOfRequest } from '../schedules/schedule-store';
import { scheduleRequestBody } from '../../../src/harness/release/schedule';
import { changeRequestSchema, requestParams } from './schema';
import { lockRequest, setState } from './request-store';
import { readRequestRow, type RequestRow } from './request-rows';
import { requestView } from './request-view';

function requireMover(actor: AppEnv['Variables']['actor'], row: RequestRow) {
  if (row.target_label !== null) {
    requireRole(canMoveLabel(actor, row.target_label), `move the label "${row.target_label}"`);
  } else {
    requireRole(canPublishOverlay(actor), 'publish a shop overlay');
  }
}

/**
 * Scheduling an approved request's publish (H2's schedules store fires it and calls
 * request-fired.ts in the same transaction as the move). Edits are locked while scheduled.
 */
export function scheduleRoutes(api: Hono<AppEnv>) {
  defineRoute(
    api,
    {
      method: 'post',
      path: '/harnesses/:id/change-requests/:n/schedule',
      summary: "Schedule an approved request's publish at a time in the harness's zone",
      tag: 'change-requests',
      params: requestParams,
      body: scheduleRequestBody,
      responses: { 201: { description: 'Scheduled', schema: changeRequestSchema } },
    },
    async (c, { params, body }) => {
      await visibleHarness(c, params.id);
      const { db } = c.var.deps;
      const actor = c.var.actor;
      requireMover(actor, await readRequestRow(db, params.id, params.n));
      await db.transaction(async (tx) => {
        const row = await lockRequest(tx, params.id, params.n, ['approved'], 'be scheduled');
        const s = await createSchedule(tx, {
          harnessId: params.id,
          requestId: params.n,
          // A shop's overlay schedule names the label its shop serves under.
          label: row.target_label ?? 'production',
          shopId: row.target_shop,
          version: row.proposal_version === null ? null : Number(row.proposal_version),
          split: null,
          overlayVersion: row.proposal_overlay === null ? null : Number(row.proposal_overlay),
          reason: `Change request ${params.n}: ${row.title}`.slice(0, 1000),
          at: body.at,
          until: body.until,
          actor: actor.id,
        });
        await setState(tx, row, 'scheduled', actor.id, 'change_request.schedule', {
          scheduleId: s.id,
        });
      });
      return c.json(await requestView(db, params.id, params.n), 201);
    },
  );

  defineRoute(
    api,
    {
      method: 'delete',
      path: '/harnesses/:id/change-requests/:n/schedule',
      summary: 'Cancel the scheduled publish: the request is approved again',
      tag: 'change-requests',
      params: requestParams,
      responses: { 200: { description: 'The request', schema: changeRequestSchema } },
    },
    async (c, { params }) => {
      await visibleHarness(c, params.id);
      const { db } = c.var.deps;
      const actor = c.var.actor;
      requireMover(actor, await readRequestRow(db, params.id, params.n));
      await db.transaction(async (tx) => {
        const row = await lockRequest(tx, params.id, params.n, ['scheduled'], 'be unscheduled');
        const s = await scheduleOfRequest(tx, params.id, params.n);
        if (!s) throw conflict(`Change request ${params.n} has no schedule.`);
        await cancelSchedule(tx, params.id, s.id, actor.id);
        await setState(tx, row, 'approved', actor.id, 'change_request.unschedule', {
          scheduleId: s.id,
        });
      });
      return c.json(await requestView(db, params.id, params.n));
    },
  );
}
