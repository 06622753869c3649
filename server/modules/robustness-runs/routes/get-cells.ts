import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { robustnessCellsSchema } from '../../../../src/harness/variants/run-contract';
import { listRobustnessCells } from '../robustness-run-store';
import { robustnessRunParams } from '../schema';
import { visibleRun } from './visible-run';

export const getCellsRoute: ApiModule = (api, deps) => {
  const { db } = deps;
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/robustness-runs/:runId/cells',
      summary: 'Every finished case x arm x endpoint with its passes: the heat map',
      tag: 'robustness-runs',
      params: robustnessRunParams,
      responses: { 200: { description: 'Cells', schema: robustnessCellsSchema } },
    },
    async (c, { params }) => {
      const run = await visibleRun(c, db, params);
      return c.json(await listRobustnessCells(db, run.id));
    },
  );
};
