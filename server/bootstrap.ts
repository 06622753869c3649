import type { Config } from './config';
import type { AppDeps } from './http/app-env';
import type { Clock } from './auth/actor-cache';
import { Credentials } from './auth/credentials';
import type { Db } from './db/db';
import { createApp } from './app';
import { openDatabase } from './db/open-database';
import { DeliveryCache } from './modules/delivery/delivery-cache';
import type { FanOutOptions } from './modules/delivery/move-fan-out';
import { seedSampleHarness } from './seed-sample';
import { Runtime } from './runtime/runtime';
import { TestRunner } from './modules/test-runs/runner';
import { RobustnessRunner } from './modules/robustness-runs/robustness-runner';
import { TurnObservers } from './modules/traces/turn-observer';
import { TraceCapture, type TraceCaptureOptions } from './modules/traces/trace-capture';
import { ExposureLog, type ExposureLogOptions } from './modules/exposures/exposure-log';
import { TraceRetention, type TraceRetentionOptions } from './modules/traces/trace-retention';
import { startTelemetry } from './telemetry/start-telemetry';
import { GuardrailChecker, checkIntervalFromEnv } from './modules/experiments/guardrail-checker';
import {
  WebhookDispatcher,
  type WebhookDispatcherOptions,
} from './modules/webhooks/webhook-dispatcher';
import { Scheduler, type SchedulerOptions } from './modules/schedules/scheduler';

/**
 * Everything a running studio needs on an open database; tests build it the same way (with
 * a clock they can move, for session lifetimes).
 */
export interface StudioOptions {
  now?: Clock;
  /** Trace capture's queue (tests make it small or slow). */
  traces?: TraceCaptureOptions;
  traceRetention?: TraceRetentionOptions;
  /** The exposure log's queue (tests flush it themselves). */
  exposures?: ExposureLogOptions;
  /** How often running splits are looked at and their guardrails checked (0: never). */
  guardrailCheckMs?: number;
  /** Outgoing webhooks' dispatcher (tests make its retries fast, or turn its timer off). */
  webhooks?: WebhookDispatcherOptions;
  /** Scheduled label moves (pollMs 0: no timer; tests call `scheduler.tick()`). */
  schedules?: SchedulerOptions;
  /** How a label move reaches the event streams (tests give its turns themselves). */
  moveFanOut?: FanOutOptions;
}

export async function buildStudio(config: Config, db: Db, options: StudioOptions = {}) {
  const delivery = new DeliveryCache(db, undefined, options.moveFanOut);
  await delivery.start();
  if (config.seedSample) await seedSampleHarness(db);
  const credentials = new Credentials(db, config.session, options.now);
  await credentials.open();
  const runtime = new Runtime(config.runtime);
  const turnObservers = new TurnObservers();
  const traceCapture = new TraceCapture(db, options.traces);
  await traceCapture.open();
  turnObservers.add(traceCapture);
  const exposures = new ExposureLog(db, options.exposures);
  await exposures.open();
  const telemetry = await startTelemetry(config.telemetry, db, runtime);
  if (telemetry) turnObservers.add(telemetry);
  const traceRetention = new TraceRetention(db, options.traceRetention);
  traceRetention.open();
  const guardrails = new GuardrailChecker(db, options.guardrailCheckMs ?? checkIntervalFromEnv());
  guardrails.open();
  const webhooks = new WebhookDispatcher(db, runtime.policy, options.webhooks);
  await webhooks.open();
  const scheduler = new Scheduler(db, options.schedules);
  scheduler.open();
  const deps: AppDeps = {
    config,
    db,
    credentials,
    delivery,
    runtime,
    testRunner: new TestRunner(db, runtime),
    robustnessRunner: new RobustnessRunner(db, runtime),
    turnObservers,
    traceCapture,
    exposures,
  };
  await deps.testRunner.open();
  await deps.robustnessRunner.open();
  const close = async () => {
    // Suite runs first: cancelled runs still write their status, and need the runtime to stop.
    await deps.testRunner.close();
    await deps.robustnessRunner.close();
    // After the runs: turns that finished while closing are still written.
    await traceCapture.close();
    await exposures.close();
    // The last spans are sent (a dead collector holds this up 5 s at most).
    await telemetry?.shutdown();
    await traceRetention.close();
    await guardrails.close();
    // Before the dispatcher: a schedule firing now still queues its webhook deliveries.
    await scheduler.close();
    await webhooks.close();
    await delivery.close();
    await runtime.close();
    await credentials.close();
  };
  return { app: createApp(deps), deps, close, scheduler };
}

export async function startStudio(config: Config) {
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    postgres: { listenerPingMs: config.databasePingMs },
  });
  const studio = await buildStudio(config, db);
  return {
    ...studio,
    close: async () => {
      await studio.close();
      await db.close();
    },
  };
}
