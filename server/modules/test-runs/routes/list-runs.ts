import type { ApiModule } from '../../../http/app-env';
import { z } from 'zod';
import { defineRoute } from '../../../http/define-route';
import { harnessParams } from '../../shared/params';
import { visibleHarness } from '../../shared/access';
import { listRuns } from '../test-run-store';
import { testRunSchema } from '../../../../src/harness/evaluation/run-contract';
import { listRunsQuery } from '../schema';

export const listRunsRoute: ApiModule = (api, deps) => {
  const { db } = deps;
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/test-runs',
      summary: 'Recent test runs, newest first; filter by version, target and status',
      tag: 'test-runs',
      params: harnessParams,
      query: listRunsQuery,
      responses: { 200: { description: 'Runs', schema: z.array(testRunSchema) } },
    },
    async (c, { params, query }) => {
      await visibleHarness(c, params.id);
      return c.json(await listRuns(db, params.id, query));
    },
  );
};
