import { initial } from './001-initial';
import { testRuns } from './002-test-runs';
import { runTraces } from './003-run-traces';
import { runHeartbeat } from './004-run-heartbeat';
import type { Migration } from './migration';

/** Every migration, oldest first; append new ones, never edit applied ones. */
export const MIGRATIONS: readonly Migration[] = [initial, testRuns, runTraces, runHeartbeat];
export type { Migration } from './migration';
