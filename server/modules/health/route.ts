import type { ApiModule } from '../../http/app-env';

export const healthModule: ApiModule = (api, deps) => {
  api.get('/health', (c) => c.json({ status: 'ok', auth: deps.config.authMode }));
};
