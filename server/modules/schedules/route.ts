import type { ApiModule } from '../../http/app-env';
import { createScheduleRoute } from './routes/create-schedule';
import { listSchedulesRoute } from './routes/list-schedules';
import { getScheduleRoute } from './routes/get-schedule';
import { cancelScheduleRoute } from './routes/cancel-schedule';
import { calendarRoute } from './routes/calendar';

/** Scheduled label moves of a harness, and its release calendar. */
export const schedulesModule: ApiModule = (api, deps) => {
  createScheduleRoute(api, deps);
  listSchedulesRoute(api, deps);
  getScheduleRoute(api, deps);
  cancelScheduleRoute(api, deps);
  calendarRoute(api, deps);
};
