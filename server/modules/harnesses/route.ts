import type { ApiModule } from '../../http/app-env';
import { listHarnessesRoute } from './routes/list-harnesses';
import { createHarnessRoute } from './routes/create-harness';
import { getHarnessRoute } from './routes/get-harness';
import { archiveHarnessRoute } from './routes/archive-harness';
import { unarchiveHarnessRoute } from './routes/unarchive-harness';

export const harnessesModule: ApiModule = (api, deps) => {
  listHarnessesRoute(api, deps);
  createHarnessRoute(api, deps);
  getHarnessRoute(api, deps);
  archiveHarnessRoute(api, deps);
  unarchiveHarnessRoute(api, deps);
};
