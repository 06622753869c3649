import type { ApiModule } from '../../../http/app-env';
import { z } from 'zod';
import { defineRoute } from '../../../http/define-route';
import { robustnessRunSchema } from '../../../../src/harness/variants/run-contract';
import { harnessParams } from '../../shared/params';
import { visibleHarness } from '../../shared/access';
import { listRobustnessRuns } from '../robustness-run-store';
import { listRobustnessRunsQuery } from '../schema';

export const listRunsRoute: ApiModule = (api, deps) => {
  const { db } = deps;
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/robustness-runs',
      summary: 'Recent robustness runs, newest first',
      tag: 'robustness-runs',
      params: harnessParams,
      query: listRobustnessRunsQuery,
      responses: { 200: { description: 'Runs', schema: z.array(robustnessRunSchema) } },
    },
    async (c, { params, query }) => {
      await visibleHarness(c, params.id);
      return c.json(await listRobustnessRuns(db, params.id, query));
    },
  );
};
