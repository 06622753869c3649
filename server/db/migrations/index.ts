import { initial } from './001-initial';
import { testRuns } from './002-test-runs';
import { runTraces } from './003-run-traces';
import { runHeartbeat } from './004-run-heartbeat';
import { sessions } from './005-sessions';
import { robustnessRuns } from './006-robustness-runs';
import { restatements } from './007-restatements';
import { shops } from './008-shops';
import { testRunShops } from './009-test-run-shops';
import { traces } from './010-traces';
import { outcomes } from './011-outcomes';
import { outcomesByViewer } from './012-outcomes-by-viewer';
import { ownShopOverlays } from './013-own-shop-overlays';
import { overlayFloors } from './014-overlay-floors';
import { runProvenance } from './015-run-provenance';
import { changeRequests } from './016-change-requests';
import { schedules } from './017-schedules';
import { webhooks } from './018-webhooks';
import { failureProblems } from './019-failure-problems';
import { webhookRedelivery } from './020-webhook-redelivery';
import { experiments } from './021-experiments';
import { pinContexts } from './022-pin-contexts';
import { scheduleSplits } from './023-schedule-splits';
import { experimentAggregates } from './024-experiment-aggregates';
import { experimentCovariates } from './025-experiment-covariates';
import { holdouts } from './026-holdouts';
import { traceArms } from './027-trace-arms';
import { layerExperiments } from './028-layer-experiments';
import type { Migration } from './migration';

/** Every migration, oldest first; append new ones, never edit applied ones. */
export const MIGRATIONS: readonly Migration[] = [
  initial,
  testRuns,
  runTraces,
  runHeartbeat,
  sessions,
  robustnessRuns,
  restatements,
  shops,
  testRunShops,
  traces,
  outcomes,
  outcomesByViewer,
  ownShopOverlays,
  overlayFloors,
  runProvenance,
  changeRequests,
  schedules,
  webhooks,
  failureProblems,
  webhookRedelivery,
  experiments,
  pinContexts,
  scheduleSplits,
  experimentAggregates,
  experimentCovariates,
  holdouts,
  traceArms,
  layerExperiments,
];
export type { Migration } from './migration';
