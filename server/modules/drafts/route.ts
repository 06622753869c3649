import type { ApiModule } from '../../http/app-env';
import { getDraftRoute } from './routes/get-draft';
import { getEntityRoute } from './routes/get-entity';
import { putEntityRoute } from './routes/put-entity';
import { deleteEntityRoute } from './routes/delete-entity';

export const draftsModule: ApiModule = (api, deps) => {
  getDraftRoute(api, deps);
  getEntityRoute(api, deps);
  putEntityRoute(api, deps);
  deleteEntityRoute(api, deps);
};
