import { Hono } from 'hono';
import type { AppEnv, AppDeps } from './http/app-env';
import { handleError, problemResponse } from './http/errors';
import { notFound } from './http/problem';
import { mountSpa } from './http/static-spa';
import { protectedModules, publicModules } from './modules';
import { authenticate } from './auth/authenticate';
import { securityHeaders } from './http/security-headers';

/** The studio's HTTP app: the API under /api/v1 and the built SPA for everything else. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use('*', securityHeaders());
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  const api = new Hono<AppEnv>();
  for (const register of publicModules) register(api, deps);
  api.use('*', authenticate);
  for (const register of protectedModules) register(api, deps);
  api.all('*', (c) => problemResponse(c, notFound(`No API route ${c.req.method} ${c.req.path}.`)));
  app.route('/api/v1', api);
  mountSpa(app, deps.config.staticDir);
  return app;
}
