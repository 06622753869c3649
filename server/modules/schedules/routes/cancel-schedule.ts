import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { canMoveLabel } from '../../../auth/roles';
import { conflict } from '../../../http/problem';
import { visibleHarness, requireRole } from '../../shared/access';
import { cancelSchedule, getSchedule } from '../schedule-store';
import { scheduleParams, scheduleSchema } from '../schema';
import { REQUESTS } from './requests-path';

export const cancelScheduleRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'delete',
      path: '/harnesses/:id/schedules/:sid',
      summary: 'Cancel a pending schedule (or the pending end of one that fired)',
      tag: 'schedules',
      params: scheduleParams,
      responses: { 200: { description: 'Cancelled', schema: scheduleSchema } },
    },
    async (c, { params }) => {
      const actor = c.var.actor;
      const { db } = c.var.deps;
      await visibleHarness(c, params.id);
      const schedule = await getSchedule(db, params.id, params.sid);
      requireRole(canMoveLabel(actor, schedule.label), `move the label "${schedule.label}"`);
      if (schedule.requestId !== null) {
        // The request goes back to approved with it: its own route does both.
        throw conflict(
          `Schedule ${schedule.id} publishes change request ${schedule.requestId}: cancel it with DELETE ${REQUESTS(params.id)}/${schedule.requestId}/schedule.`,
          { code: 'schedule.of_request', requestId: schedule.requestId },
        );
      }
      return c.json(
        await db.transaction((tx) => cancelSchedule(tx, params.id, params.sid, actor.id)),
      );
    },
  );
};
