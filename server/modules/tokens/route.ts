import type { ApiModule } from '../../http/app-env';
import { listTokensRoute } from './routes/list-tokens';
import { createTokenRoute } from './routes/create-token';
import { revokeTokenRoute } from './routes/revoke-token';

export const tokensModule: ApiModule = (api, deps) => {
  listTokensRoute(api, deps);
  createTokenRoute(api, deps);
  revokeTokenRoute(api, deps);
};
