import type { ApiModule } from '../../http/app-env';
import { harnessSummariesRoute } from './routes/harness-summaries';
import { harnessOverviewRoute } from './routes/harness-overview';
import { modelStatusRoute } from './routes/model-status';

/** What the first screens need, one request each: the home page and a harness's overview. */
export const overviewModule: ApiModule = (api, deps) => {
  harnessSummariesRoute(api, deps);
  harnessOverviewRoute(api, deps);
  modelStatusRoute(api, deps);
};
