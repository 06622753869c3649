import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { defineRoute } from '../../http/define-route';
import { canReleaseRequest, type Actor } from '../../auth/roles';
import type { Db } from '../../db/db';
import { harnessRelease } from '../schedules/harness-release';
import { conflict } from '../../http/problem';
import { visibleHarness, requireRole } from '../shared/access';
import { cancelSchedule, createSchedule, scheduleOfRequest } from '../schedules/schedule-store';
import { scheduleRequestBody } from '../../../src/harness/release/schedule';
import { changeRequestSchema, requestParams } from './schema';
import { requireQuorum } from './request-actions';
import { lockRequest, setState } from './request-store';
import { readRequestRow, targetOf, type RequestRow } from './request-rows';
import { requestView, ruleOf } from './request-view';

/**
 * Refuses (403) who may not release the request: the target's movers may, and its author once
 * the target needs approval (`canReleaseRequest`; the state check says whether it was given).
 */
export async function requireReleaser(db: Db, actor: Actor, row: RequestRow): Promise<void> {
  const { release } = await harnessRelease(db, row.harness_id);
  const allowed = canReleaseRequest(actor, {
    author: row.author,
    target: targetOf(row),
    approvalsRequired: (await ruleOf(db, release, row)).required,
  });
  requireRole(
    allowed,
    row.target_label !== null ? `move the label "${row.target_label}"` : 'publish a shop overlay',
  );
}

/** What both schedule routes check first: the harness is visible, the caller may release. */
async function checkReleaser(c: Context<AppEnv>, harnessId: string, n: number) {
  await visibleHarness(c, harnessId);
  const { db } = c.var.deps;
  const actor = c.var.actor;
  await requireReleaser(db, actor, await readRequestRow(db, harnessId, n));
  return { db, actor };
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
      const { db, actor } = await checkReleaser(c, params.id, params.n);
      await db.transaction(async (tx) => {
        // Approved, or open where its target needs no approval (as for publishing now).
        const row = await lockRequest(
          tx,
          params.id,
          params.n,
          ['open', 'approved'],
          'be scheduled',
        );
        await requireQuorum(tx, row, 'scheduled');
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
      const { db, actor } = await checkReleaser(c, params.id, params.n);
      await db.transaction(async (tx) => {
        const row = await lockRequest(tx, params.id, params.n, ['scheduled'], 'be unscheduled');
        const s = await scheduleOfRequest(tx, params.id, params.n);
        if (!s) {
          throw conflict(`Change request ${params.n} has no schedule.`, {
            code: 'change_request.no_schedule',
          });
        }
        await cancelSchedule(tx, params.id, s.id, actor.id);
        // Back to where it was: approved, or open where nothing needed approving.
        const { release } = await harnessRelease(tx, params.id);
        const back = (await ruleOf(tx, release, row)).required > 0 ? 'approved' : 'open';
        await setState(tx, row, back, actor.id, 'change_request.unschedule', {
          scheduleId: s.id,
        });
      });
      return c.json(await requestView(db, params.id, params.n));
    },
  );
}
