import type { ApiModule } from '../../http/app-env';
import { scheduleRequestRoute } from './routes/schedule-request';
import { cancelRequestScheduleRoute } from './routes/cancel-request-schedule';

/**
 * Scheduling an approved request's publish (H2's schedules store fires it and calls
 * request-fired.ts in the same transaction as the move). Edits are locked while scheduled.
 */
export const scheduleRoutes: ApiModule = (api, deps) => {
  scheduleRequestRoute(api, deps);
  cancelRequestScheduleRoute(api, deps);
};
