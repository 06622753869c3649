import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { asBadRequest } from '../../../http/problem';
import { NotFound, invalidField } from '../../../db/store-errors';
import { visibleHarness } from '../../shared/access';
import { compareStoredRuns } from '../compare';
import { getRun } from '../test-run-store';
import { storedComparisonSchema } from '../../../../src/harness/evaluation/run-contract';
import { compareQuery, runParams } from '../schema';

export const compareRunsRoute: ApiModule = (api, deps) => {
  const { db } = deps;
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/test-runs/:runId/compare',
      summary: 'What changed from the base run to this one',
      tag: 'test-runs',
      params: runParams,
      query: compareQuery,
      responses: { 200: { description: 'The comparison', schema: storedComparisonSchema } },
    },
    async (c, { params, query }) => {
      await visibleHarness(c, params.id);
      const head = await getRun(db, params.id, params.runId);
      const base = await getRun(db, params.id, query.base).catch((err: unknown) => {
        if (err instanceof NotFound)
          throw asBadRequest(invalidField('/query/base', 'unknown_run', err.message));
        throw err;
      });
      return c.json(await compareStoredRuns(db, base, head));
    },
  );
};
