import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { canMoveLabel } from '../../../auth/roles';
import { conflict } from '../../../http/problem';
import { harnessParams } from '../../shared/params';
import { visibleHarness, requireRole } from '../../shared/access';
import { approvalInForce } from '../../labels/release-policy';
import { createSchedule } from '../schedule-store';
import { scheduleMoveBody, scheduleSchema } from '../schema';
import { REQUESTS } from './requests-path';

export const createScheduleRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'post',
      path: '/harnesses/:id/schedules',
      summary:
        "Schedule a label move at a time in the harness's zone, optionally moved back at `until`",
      tag: 'schedules',
      params: harnessParams,
      body: scheduleMoveBody,
      responses: { 201: { description: 'Scheduled', schema: scheduleSchema } },
    },
    async (c, { params, body }) => {
      const actor = c.var.actor;
      const { db } = c.var.deps;
      await visibleHarness(c, params.id);
      // Scheduling a move needs what moving the label now needs.
      requireRole(canMoveLabel(actor, body.label), `move the label "${body.label}"`);
      const rule = await approvalInForce(db, params.id, body.label);
      if (rule.required > 0) {
        throw conflict(
          `The label "${body.label}" needs ${rule.required} approval(s) before it moves: open a change request (POST ${REQUESTS(params.id)}) and schedule its publish there.`,
          { code: 'schedule.approvals_required', route: REQUESTS(params.id) },
        );
      }
      const schedule = await db.transaction((tx) =>
        createSchedule(tx, {
          harnessId: params.id,
          requestId: null,
          label: body.label,
          shopId: null,
          version: body.version,
          split: body.split ?? null,
          overlayVersion: null,
          reason: body.reason,
          at: body.at,
          until: body.until,
          actor: actor.id,
        }),
      );
      return c.json(schedule, 201);
    },
  );
};
