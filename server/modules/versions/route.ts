import type { ApiModule } from '../../http/app-env';
import { listVersionsRoute } from './routes/list-versions';
import { createVersionRoute } from './routes/create-version';
import { getVersionRoute } from './routes/get-version';

export const versionsModule: ApiModule = (api, deps) => {
  listVersionsRoute(api, deps);
  createVersionRoute(api, deps);
  getVersionRoute(api, deps);
};
