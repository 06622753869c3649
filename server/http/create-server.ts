import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from './app-env';
import { deliveryFastPath } from '../modules/delivery/fast-path';

/** The studio's HTTP server: the delivery fast path in front of the Hono app. */
export function createStudioServer(app: Hono<AppEnv>, deps: AppDeps): Server {
  const listener = getRequestListener(app.fetch);
  const fast = deliveryFastPath(deps);
  return createServer((req, res) => {
    fast(req, res)
      .then((handled) => {
        if (!handled) return listener(req, res);
      })
      .catch((err: unknown) => {
        console.error('[delivery] fast path failed:', (err as Error).message);
        if (!res.headersSent) void listener(req, res);
      });
  });
}
