import { afterAll, beforeAll } from 'vitest';
import { startModelServer, type ModelServer } from '../testing/model-server';
import type { Runtime } from './runtime';
import { testRuntime } from './test-support';

/** A scripted model server and a runtime on it, for the tests of one file or describe block. */
export interface ModelRuntimeRig {
  server: ModelServer;
  runtime: Runtime;
}

/**
 * Starts both before the tests (hook threads warmed) and closes them after. Read `server`
 * and `runtime` from the rig inside tests: they are set once `beforeAll` has run.
 */
export function startModelRuntime(): ModelRuntimeRig {
  const rig = {} as ModelRuntimeRig;
  beforeAll(async () => {
    rig.server = await startModelServer();
    rig.runtime = testRuntime(rig.server);
    await rig.runtime.sandbox.whenReady();
  });
  afterAll(async () => {
    await rig.runtime?.close();
    await rig.server?.close();
  });
  return rig;
}
