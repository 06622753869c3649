import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { robustnessRunSchema } from '../../../../src/harness/variants/run-contract';
import { visibleHarness } from '../../shared/access';
import { getRobustnessRun } from '../robustness-run-store';
import { robustnessRunParams } from '../schema';

export const getRunRoute: ApiModule = (api, deps) => {
  const { db } = deps;
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/robustness-runs/:runId',
      summary: 'A run: status, progress and (once it ends) the report CI reads',
      tag: 'robustness-runs',
      params: robustnessRunParams,
      responses: { 200: { description: 'The run', schema: robustnessRunSchema } },
    },
    async (c, { params }) => {
      await visibleHarness(c, params.id);
      return c.json(await getRobustnessRun(db, params.id, params.runId));
    },
  );
};
