import type { ApiModule } from '../../../http/app-env';
import { z } from 'zod';
import { defineRoute } from '../../../http/define-route';
import { testCaseSchema } from '../../../../src/harness/evaluation';
import { harnessParams } from '../../shared/params';
import { visibleHarness } from '../../shared/access';
import { listCases } from '../test-case-store';

export const listCasesRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/test-cases',
      summary: 'The test suite of a harness, in order',
      tag: 'test-suites',
      params: harnessParams,
      responses: { 200: { description: 'Cases', schema: z.array(testCaseSchema) } },
    },
    async (c, { params }) => {
      await visibleHarness(c, params.id);
      return c.json(await listCases(c.var.deps.db, params.id));
    },
  );
};
