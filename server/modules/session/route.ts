import type { ApiModule } from '../../http/app-env';
import { getSessionRoute } from './routes/get-session';
import { signInRoute } from './routes/sign-in';
import { signOutRoute } from './routes/sign-out';

/** Signing in and out: public routes, registered before authentication. */
export const sessionModule: ApiModule = (api, deps) => {
  getSessionRoute(api, deps);
  signInRoute(api, deps);
  signOutRoute(api, deps);
};
