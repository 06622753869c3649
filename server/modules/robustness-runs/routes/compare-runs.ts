import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { asBadRequest, conflict } from '../../../http/problem';
import { NotFound, invalidField } from '../../../db/store-errors';
import { compareRobustness } from '../../../../src/harness/variants/compare-robustness';
import { robustnessComparisonSchema } from '../../../../src/harness/variants/run-contract';
import { getRobustnessRun } from '../robustness-run-store';
import { robustnessCompareQuery, robustnessRunParams } from '../schema';
import { visibleRun } from './visible-run';

export const compareRunsRoute: ApiModule = (api, deps) => {
  const { db } = deps;
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/robustness-runs/:runId/compare',
      summary: 'Which family got worse from the base run to this one, with intervals',
      tag: 'robustness-runs',
      params: robustnessRunParams,
      query: robustnessCompareQuery,
      responses: { 200: { description: 'The comparison', schema: robustnessComparisonSchema } },
    },
    async (c, { params, query }) => {
      const head = await visibleRun(c, db, params);
      const base = await getRobustnessRun(db, params.id, query.base).catch((err: unknown) => {
        if (err instanceof NotFound)
          throw asBadRequest(invalidField('/query/base', 'unknown_run', err.message));
        throw err;
      });
      for (const [run, pointer] of [
        [base, '/query/base'],
        [head, '/runId'],
      ] as const) {
        if (!run.report)
          throw conflict(`The run ${run.id} has no report yet (${run.status}).`, {
            code: 'run.no_report',
            pointer,
          });
      }
      return c.json(
        compareRobustness({ base: base.id, head: head.id }, base.report!, head.report!),
      );
    },
  );
};
