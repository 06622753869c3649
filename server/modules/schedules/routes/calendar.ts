import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { harnessParams } from '../../shared/params';
import { visibleHarness } from '../../shared/access';
import { releaseSettingsOf } from '../release-settings-of';
import { calendar } from '../schedule-list';
import { calendarSchema, calendarQuery } from '../schema';

export const calendarRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/calendar',
      summary: "Upcoming and recent scheduled moves in the harness's time zone, overlaps flagged",
      tag: 'schedules',
      params: harnessParams,
      query: calendarQuery,
      responses: {
        200: {
          description: 'Calendar entries in time order',
          schema: calendarSchema,
        },
      },
    },
    async (c, { params, query }) => {
      await visibleHarness(c, params.id);
      const actor = c.var.actor;
      const shop = actor.role === 'merchant' ? actor.shopId : query.shop;
      const { db } = c.var.deps;
      const { timeZone } = await releaseSettingsOf(db, params.id);
      return c.json({
        timeZone,
        entries: await calendar(db, params.id, timeZone, { ...query, shop }),
      });
    },
  );
};
