import type { Config } from './config';
import type { AppDeps } from './http/app-env';
import { ActorCache } from './auth/actor-cache';
import type { Db } from './db/db';
import { createApp } from './app';
import { openDatabase } from './db/open-database';
import { DeliveryCache } from './modules/delivery/delivery-cache';
import { findTokenByPlaintext } from './modules/tokens/token-store';
import { seedSampleHarness } from './seed-sample';
import { Runtime } from './runtime/runtime';
import { TestRunner } from './modules/test-runs/runner';

/** Everything a running studio needs on an open database; tests build it the same way. */
export async function buildStudio(config: Config, db: Db) {
  const delivery = new DeliveryCache(db);
  await delivery.start();
  if (config.seedSample) await seedSampleHarness(db);
  const actors = new ActorCache(async (token) => {
    const info = await findTokenByPlaintext(db, token);
    if (!info) return null;
    return { id: info.name, name: info.name, role: info.role, shopId: info.shopId ?? undefined };
  });
  const runtime = new Runtime(config.runtime);
  const deps: AppDeps = {
    config,
    db,
    findActor: (token) => actors.find(token),
    forgetActors: () => actors.clear(),
    delivery,
    runtime,
    testRunner: new TestRunner(db, runtime),
  };
  await deps.testRunner.open();
  const close = async () => {
    // Suite runs first: cancelled runs still write their status, and need the runtime to stop.
    await deps.testRunner.close();
    await delivery.close();
    await runtime.close();
  };
  return { app: createApp(deps), deps, close };
}

export async function startStudio(config: Config) {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const studio = await buildStudio(config, db);
  return {
    ...studio,
    close: async () => {
      await studio.close();
      await db.close();
    },
  };
}
