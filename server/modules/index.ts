import type { ApiModule } from '../http/app-env';
import { auditModule } from './audit/route';
import { deliveryModule } from './delivery/route';
import { diffModule } from './diff/route';
import { draftsModule } from './drafts/route';
import { foldersModule } from './folders/route';
import { harnessesModule } from './harnesses/route';
import { healthModule } from './health/route';
import { labelsModule } from './labels/route';
import { openApiModule } from './openapi/route';
import { sessionModule } from './session/route';
import { tokensModule } from './tokens/route';
import { validationModule } from './validation/route';
import { versionsModule } from './versions/route';
import { previewModule } from './preview/route';
import { agentModule } from './agent/route';
import { agentErrorDialect } from './agent/openai-dialect';
import { testSuitesModule } from './test-suites/route';
import { testRunsModule } from './test-runs/route';
import { gateModule } from './gate/route';
import { robustnessRunsModule } from './robustness-runs/route';
import { robustnessExportModule } from './robustness-runs/export-route';
import { rewardModule } from './reward/route';
import { restatementsModule } from './restatements/route';
import { shopsModule } from './shops/route';
import { outcomesModule } from './outcomes/route';
import { exposuresModule } from './exposures/route';
import { experimentsModule } from './experiments/route';
import { holdoutsModule } from './holdouts/route';
import { layersModule } from './layers/route';
import { tracesModule } from './traces/route';
import { overviewModule } from './overview/route';
import { schedulesModule } from './schedules/route';
import { webhooksModule } from './webhooks/route';
import { changeRequestsModule } from './change-requests/route';

/**
 * Reachable without signing in; also what must run before authentication (the agent
 * routes' OpenAI error dialect, so their 401s are OpenAI errors too).
 */
export const publicModules: ApiModule[] = [
  healthModule,
  sessionModule,
  openApiModule,
  agentErrorDialect,
];

/** Behind authentication; each route checks the caller's role itself. */
export const protectedModules: ApiModule[] = [
  // Import before the `/harnesses/:id` routes so "import" is not read as an id.
  foldersModule,
  harnessesModule,
  draftsModule,
  versionsModule,
  diffModule,
  labelsModule,
  deliveryModule,
  auditModule,
  tokensModule,
  validationModule,
  previewModule,
  agentModule,
  testSuitesModule,
  testRunsModule,
  robustnessRunsModule,
  gateModule,
  robustnessExportModule,
  rewardModule,
  restatementsModule,
  shopsModule,
  outcomesModule,
  exposuresModule,
  experimentsModule,
  holdoutsModule,
  layersModule,
  tracesModule,
  overviewModule,
  webhooksModule,
  schedulesModule,
  changeRequestsModule,
];
