import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { canEditTestCases } from '../../../auth/roles';
import { requireRole, visibleHarness } from '../../shared/access';
import { deleteCase } from '../test-case-store';
import { testCaseParams } from '../schema';

export const deleteCaseRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'delete',
      path: '/harnesses/:id/test-cases/:caseId',
      summary: 'Delete a test case',
      tag: 'test-suites',
      params: testCaseParams,
      responses: { 204: { description: 'Deleted' } },
    },
    async (c, { params }) => {
      await visibleHarness(c, params.id);
      requireRole(canEditTestCases(c.var.actor), 'edit test cases');
      await deleteCase(c.var.deps.db, params.id, params.caseId, c.var.actor.id);
      return c.body(null, 204);
    },
  );
};
