import type { ApiModule } from '../../http/app-env';
import { overlayModule } from './overlay-route';
import { shopBatchRoute } from './shop-batch-route';
import { listShopsRoute } from './routes/list-shops';
import { addShopRoute } from './routes/add-shop';
import { shopReachRoute } from './routes/shop-reach';
import { getShopRoute } from './routes/get-shop';
import { updateShopRoute } from './routes/update-shop';

/** Shops of a base harness: list, add, rename and re-tag, and campaign reach. */
export const shopsModule: ApiModule = (api, deps) => {
  listShopsRoute(api, deps);
  addShopRoute(api, deps);
  shopReachRoute(api, deps);
  getShopRoute(api, deps);
  updateShopRoute(api, deps);
  shopBatchRoute(api, deps);
  overlayModule(api, deps);
};
