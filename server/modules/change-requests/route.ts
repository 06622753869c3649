import type { ApiModule } from '../../http/app-env';
import { pinsRoutes } from './pins-route';
import { scheduleRoutes } from './schedule-route';
import { openRequestRoute } from './routes/open-request';
import { listRequestsRoute } from './routes/list-requests';
import { getRequestRoute } from './routes/get-request';
import { reviseRequestRoute } from './routes/revise-request';
import { reviewRequestRoute } from './routes/review-request';
import { publishRequestRoute } from './routes/publish-request';
import { closeRequestRoute } from './routes/close-request';

/** Change requests of a harness: open, review, publish, close. */
export const changeRequestsModule: ApiModule = (api, deps) => {
  openRequestRoute(api, deps);
  listRequestsRoute(api, deps);
  getRequestRoute(api, deps);
  reviseRequestRoute(api, deps);
  reviewRequestRoute(api, deps);
  publishRequestRoute(api, deps);
  closeRequestRoute(api, deps);
  pinsRoutes(api, deps);
  scheduleRoutes(api, deps);
};
