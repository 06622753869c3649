import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { testCaseSchema } from '../../../../src/harness/evaluation';
import { visibleHarness } from '../../shared/access';
import { getCase } from '../test-case-store';
import { testCaseParams } from '../schema';

export const getCaseRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/test-cases/:caseId',
      summary: 'One test case',
      tag: 'test-suites',
      params: testCaseParams,
      responses: { 200: { description: 'The case', schema: testCaseSchema } },
    },
    async (c, { params }) => {
      await visibleHarness(c, params.id);
      return c.json(await getCase(c.var.deps.db, params.id, params.caseId));
    },
  );
};
