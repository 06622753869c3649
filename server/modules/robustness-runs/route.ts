import type { ApiModule } from '../../http/app-env';
import { startRunRoute } from './routes/start-run';
import { listRunsRoute } from './routes/list-runs';
import { getRunRoute } from './routes/get-run';
import { getCellsRoute } from './routes/get-cells';
import { getResultsRoute } from './routes/get-results';
import { getArmRoute } from './routes/get-arm';
import { getArmDiffRoute } from './routes/get-arm-diff';
import { followRunEventsRoute } from './routes/follow-run-events';
import { cancelRunRoute } from './routes/cancel-run';
import { compareRunsRoute } from './routes/compare-runs';

/** Robustness runs: the suite on variants of a harness; one file per route in routes/. */
export const robustnessRunsModule: ApiModule = (api, deps) => {
  startRunRoute(api, deps);
  listRunsRoute(api, deps);
  getRunRoute(api, deps);
  getCellsRoute(api, deps);
  getResultsRoute(api, deps);
  getArmRoute(api, deps);
  getArmDiffRoute(api, deps);
  followRunEventsRoute(api, deps);
  cancelRunRoute(api, deps);
  compareRunsRoute(api, deps);
};
