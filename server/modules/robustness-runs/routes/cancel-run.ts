import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { canRunTests } from '../../../auth/roles';
import { robustnessRunSchema } from '../../../../src/harness/variants/run-contract';
import { requireRole, visibleHarness } from '../../shared/access';
import { cancelRun } from '../../shared/cancel-run';
import { getRobustnessRun } from '../robustness-run-store';
import { robustnessRunParams } from '../schema';

export const cancelRunRoute: ApiModule = (api, deps) => {
  const { db } = deps;
  const runner = deps.robustnessRunner;
  defineRoute(
    api,
    {
      method: 'post',
      path: '/harnesses/:id/robustness-runs/:runId/cancel',
      summary: 'Cancel a running run (finished units are kept and reported)',
      tag: 'robustness-runs',
      params: robustnessRunParams,
      responses: { 200: { description: 'The run after cancelling', schema: robustnessRunSchema } },
    },
    async (c, { params }) => {
      await visibleHarness(c, params.id);
      requireRole(canRunTests(c.var.actor), 'cancel robustness runs');
      return c.json(await cancelRun(runner, () => getRobustnessRun(db, params.id, params.runId)));
    },
  );
};
