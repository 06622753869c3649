import type { ApiModule } from '../../http/app-env';
import { startRunRoute } from './routes/start-run';
import { listRunsRoute } from './routes/list-runs';
import { getRunRoute } from './routes/get-run';
import { followRunEventsRoute } from './routes/follow-run-events';
import { cancelRunRoute } from './routes/cancel-run';
import { compareRunsRoute } from './routes/compare-runs';

export const testRunsModule: ApiModule = (api, deps) => {
  startRunRoute(api, deps);
  listRunsRoute(api, deps);
  getRunRoute(api, deps);
  followRunEventsRoute(api, deps);
  cancelRunRoute(api, deps);
  compareRunsRoute(api, deps);
};
