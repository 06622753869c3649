import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { harnessParams } from '../../shared/params';
import { visibleHarness } from '../../shared/access';
import { pageSchema } from '../../../../src/harness/records';
import { listSchedules } from '../schedule-list';
import { listSchedulesQuery, scheduleSchema } from '../schema';

export const listSchedulesRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/schedules',
      summary: 'Schedules of a harness, newest first',
      tag: 'schedules',
      params: harnessParams,
      query: listSchedulesQuery,
      responses: {
        200: { description: 'A page of schedules', schema: pageSchema(scheduleSchema) },
      },
    },
    async (c, { params, query }) => {
      await visibleHarness(c, params.id);
      const actor = c.var.actor;
      // A merchant sees the base's moves and its own shop's, never another shop's.
      const shop = actor.role === 'merchant' ? actor.shopId : query.shop;
      return c.json(await listSchedules(c.var.deps.db, params.id, { ...query, shop }));
    },
  );
};
