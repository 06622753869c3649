import type { ApiModule } from '../../http/app-env';
import { saveOverlayRoute } from './routes/save-overlay';
import { listOverlayVersionsRoute } from './routes/list-overlay-versions';
import { getOverlayVersionRoute } from './routes/get-overlay-version';
import { mergedShopRoute } from './routes/merged-shop';

/** A shop's overlay: saved as immutable versions, read back, and merged onto the base. */
export const overlayModule: ApiModule = (api, deps) => {
  saveOverlayRoute(api, deps);
  listOverlayVersionsRoute(api, deps);
  getOverlayVersionRoute(api, deps);
  mergedShopRoute(api, deps);
};
