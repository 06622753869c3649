import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { releaseSettingsOf } from '../../schedules/release-settings-of';
import { conflict } from '../../../http/problem';
import { cancelSchedule, scheduleOfRequest } from '../../schedules/schedule-store';
import { changeRequestSchema, requestParams } from '../schema';
import { lockRequest, setState } from '../request-store';
import { requestView, ruleOf } from '../request-view';
import { checkReleaser } from './releaser';

export const cancelRequestScheduleRoute: ApiModule = (api) => {
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
        const { release } = await releaseSettingsOf(tx, params.id);
        const back = (await ruleOf(tx, release, row)).required > 0 ? 'approved' : 'open';
        await setState(tx, row, back, actor.id, 'change_request.unschedule', {
          scheduleId: s.id,
        });
      });
      return c.json(await requestView(db, params.id, params.n));
    },
  );
};
