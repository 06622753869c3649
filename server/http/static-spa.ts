import type { Env, Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Serves the built SPA; unknown non-API paths get index.html so deep links work. */
export function mountSpa<E extends Env>(app: Hono<E>, staticDir: string): void {
  const indexPath = join(staticDir, 'index.html');
  app.use('/assets/*', serveStatic({ root: staticDir }));
  app.use('/*', serveStatic({ root: staticDir }));
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/')) return c.notFound();
    if (!existsSync(indexPath)) {
      return c.text('The studio is not built yet: run `npm start` (it builds first).', 503);
    }
    return c.html(readFileSync(indexPath, 'utf8'));
  });
}
