import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { canRunTests } from '../../../auth/roles';
import { requireRole, visibleHarness } from '../../shared/access';
import { cancelRun } from '../../shared/cancel-run';
import { getRun } from '../test-run-store';
import { testRunSchema } from '../../../../src/harness/evaluation/run-contract';
import { runParams } from '../schema';

export const cancelRunRoute: ApiModule = (api, deps) => {
  const { db } = deps;
  const runner = deps.testRunner;
  defineRoute(
    api,
    {
      method: 'post',
      path: '/harnesses/:id/test-runs/:runId/cancel',
      summary: 'Cancel a running run (the cases done so far are kept)',
      tag: 'test-runs',
      params: runParams,
      responses: { 200: { description: 'The run after cancelling', schema: testRunSchema } },
    },
    async (c, { params }) => {
      await visibleHarness(c, params.id);
      requireRole(canRunTests(c.var.actor), 'cancel test runs');
      return c.json(await cancelRun(runner, () => getRun(db, params.id, params.runId)));
    },
  );
};
