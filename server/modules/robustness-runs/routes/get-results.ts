import type { ApiModule } from '../../../http/app-env';
import { z } from 'zod';
import { defineRoute } from '../../../http/define-route';
import { robustnessResultSchema } from '../../../../src/harness/variants/run-contract';
import { listRobustnessResults } from '../robustness-run-store';
import { resultsQuery, robustnessRunParams } from '../schema';
import { visibleRun } from './visible-run';

export const getResultsRoute: ApiModule = (api, deps) => {
  const { db } = deps;
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/robustness-runs/:runId/results',
      summary: 'Finished units with their verdicts, answers and traces (in the variant’s names)',
      tag: 'robustness-runs',
      params: robustnessRunParams,
      query: resultsQuery,
      responses: { 200: { description: 'Results', schema: z.array(robustnessResultSchema) } },
    },
    async (c, { params, query }) => {
      const run = await visibleRun(c, db, params);
      return c.json(await listRobustnessResults(db, run.id, query));
    },
  );
};
