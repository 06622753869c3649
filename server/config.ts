import { z } from 'zod';
import { LISTENER_PING_MS } from './db/postgres-listener';
import { loadRuntimeConfig, type RuntimeConfig } from './runtime/runtime-config';
import { loadTelemetryConfig, type TelemetryConfig } from './telemetry/telemetry-config';

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.string().optional(),
  /** PostgreSQL: how often the LISTEN connection is pinged (ms); bounds how long an instance is stale. */
  DATABASE_PING_MS: z.coerce.number().int().min(100).max(600_000).default(LISTENER_PING_MS),
  /** local: one user, no login (loopback only); token: bearer tokens and sessions. */
  STUDIO_AUTH: z.enum(['local', 'token']).optional(),
  STATIC_DIR: z.string().default('dist'),
  SEED_SAMPLE: z.enum(['0', '1']).default('1'),
  /** A signed-in session ends this long after sign-in, however active (12 h). */
  SESSION_LIFETIME_MINUTES: z.coerce.number().int().min(1).max(43_200).default(720),
  /** ...and after this long without a request (30 min). */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(43_200).default(30),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL: the LISTEN connection's ping interval (DATABASE_PING_MS). */
  databasePingMs: number;
  authMode: 'local' | 'token';
  staticDir: string;
  seedSample: boolean;
  /** Browser sessions (token mode): absolute lifetime and idle timeout, in ms. */
  session: { lifetimeMs: number; idleMs: number };
  /** Model endpoints (MODEL_ENDPOINTS), tool network policy (TOOL_*), hook workers. */
  runtime: RuntimeConfig;
  /** OpenTelemetry export of production turns (STUDIO_OTEL, OTEL_EXPORTER_OTLP_*). */
  telemetry: TelemetryConfig;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const e = envSchema.parse(env);
  const loopback = LOOPBACK.has(e.HOST);
  const authMode = e.STUDIO_AUTH ?? (loopback ? 'local' : 'token');
  if (authMode === 'local' && !loopback) {
    throw new Error(`STUDIO_AUTH=local is only allowed on a loopback address, not ${e.HOST}.`);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL || undefined,
    databasePingMs: e.DATABASE_PING_MS,
    authMode,
    staticDir: e.STATIC_DIR,
    seedSample: e.SEED_SAMPLE === '1',
    session: {
      lifetimeMs: e.SESSION_LIFETIME_MINUTES * 60_000,
      idleMs: Math.min(e.SESSION_IDLE_MINUTES, e.SESSION_LIFETIME_MINUTES) * 60_000,
    },
    runtime: loadRuntimeConfig(env),
    telemetry: loadTelemetryConfig(env),
  };
}
