import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { notFound } from '../../../http/problem';
import { visibleHarness } from '../../shared/access';
import { getSchedule } from '../schedule-store';
import { scheduleParams, scheduleSchema } from '../schema';

export const getScheduleRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/schedules/:sid',
      summary: 'One schedule',
      tag: 'schedules',
      params: scheduleParams,
      responses: { 200: { description: 'The schedule', schema: scheduleSchema } },
    },
    async (c, { params }) => {
      await visibleHarness(c, params.id);
      const schedule = await getSchedule(c.var.deps.db, params.id, params.sid);
      const actor = c.var.actor;
      if (
        actor.role === 'merchant' &&
        schedule.shopId !== null &&
        schedule.shopId !== actor.shopId
      ) {
        throw notFound(`The harness "${params.id}" has no schedule ${params.sid}.`);
      }
      return c.json(schedule);
    },
  );
};
