import { initial } from './001-initial';
import { testRuns } from './002-test-runs';
import { runTraces } from './003-run-traces';
import type { Migration } from './migration';

/** Every migration, oldest first; append new ones, never edit applied ones. */
export const MIGRATIONS: readonly Migration[] = [initial, testRuns, runTraces];
export type { Migration } from './migration';
