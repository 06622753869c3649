import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { visibleHarness } from '../../shared/access';
import { getRun, getRunCases } from '../test-run-store';
import { testRunDetailSchema } from '../../../../src/harness/evaluation/run-contract';
import { runParams } from '../schema';

export const getRunRoute: ApiModule = (api, deps) => {
  const { db } = deps;
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/test-runs/:runId',
      summary: 'A run: status, progress, summary and every case with its answers and traces',
      tag: 'test-runs',
      params: runParams,
      responses: { 200: { description: 'The run', schema: testRunDetailSchema } },
    },
    async (c, { params }) => {
      await visibleHarness(c, params.id);
      const run = await getRun(db, params.id, params.runId);
      return c.json({ ...run, cases: await getRunCases(db, run.id) });
    },
  );
};
