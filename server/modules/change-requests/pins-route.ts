import type { ApiModule } from '../../http/app-env';
import { suggestPinsRoute } from './routes/suggest-pins';
import { addPinRoute } from './routes/add-pin';
import { removePinRoute } from './routes/remove-pin';

/** Preview answers a reviewer pinned to a request (before and after, side by side). */
export const pinsRoutes: ApiModule = (api, deps) => {
  suggestPinsRoute(api, deps);
  addPinRoute(api, deps);
  removePinRoute(api, deps);
};
