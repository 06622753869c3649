import type { Hono } from 'hono';
import type { Config } from '../config';

export interface AppDeps {
  config: Config;
}

export interface AppEnv {
  Variables: { deps: AppDeps };
}

/** A module adds its routes to the /api/v1 router. */
export type ApiModule = (api: Hono<AppEnv>, deps: AppDeps) => void;
