import type { Hono } from 'hono';
import type { Config } from '../config';
import type { Db } from '../db/db';
import type { Actor } from '../auth/roles';
import type { Credentials } from '../auth/credentials';
import type { DeliveryCache } from '../modules/delivery/delivery-cache';
import type { Runtime } from '../runtime/runtime';
import type { TestRunner } from '../modules/test-runs/runner';
import type { RobustnessRunner } from '../modules/robustness-runs/robustness-runner';
import type { TurnObservers } from '../modules/traces/turn-observer';
import type { TraceCapture } from '../modules/traces/trace-capture';
import type { ExposureLog } from '../modules/exposures/exposure-log';

export interface AppDeps {
  config: Config;
  db: Db;
  /** Bearer tokens and browser sessions: who a request acts as, sign-in and sign-out. */
  credentials: Credentials;
  delivery: DeliveryCache;
  /** Runs harness turns (preview and the OpenAI-compatible endpoint). */
  runtime: Runtime;
  /** Runs test suites in the background; the studio's close cancels and awaits them. */
  testRunner: TestRunner;
  /** Runs the suite on harness variants in the background; closed with the studio. */
  robustnessRunner: RobustnessRunner;
  /** Who hears of each finished production turn (trace capture, OpenTelemetry export). */
  turnObservers: TurnObservers;
  /** Production traces: the bounded queue written in batches; closed with the studio. */
  traceCapture: TraceCapture;
  /** Who was served which arm of an experiment: queued, written in batches; closed with it. */
  exposures: ExposureLog;
}

export interface AppEnv {
  Variables: { deps: AppDeps; actor: Actor };
}

/** A module adds its routes to the /api/v1 router. */
export type ApiModule = (api: Hono<AppEnv>, deps: AppDeps) => void;
