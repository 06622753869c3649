import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { asBadRequest } from '../../../http/problem';
import { invalidField } from '../../../db/store-errors';
import { canEditTestCases } from '../../../auth/roles';
import { testCaseSchema, type TestCase } from '../../../../src/harness/evaluation';
import { requireRole, visibleHarness } from '../../shared/access';
import { putCase } from '../test-case-store';
import { putTestCaseBody, testCaseParams } from '../schema';

export const putCaseRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'put',
      path: '/harnesses/:id/test-cases/:caseId',
      summary: 'Create or replace a test case',
      tag: 'test-suites',
      params: testCaseParams,
      body: putTestCaseBody,
      responses: {
        200: { description: 'Replaced', schema: testCaseSchema },
        201: { description: 'Created', schema: testCaseSchema },
      },
    },
    async (c, { params, body }) => {
      await visibleHarness(c, params.id);
      requireRole(canEditTestCases(c.var.actor), 'edit test cases');
      if (body.id !== undefined && body.id !== params.caseId) {
        throw asBadRequest(
          invalidField('/id', 'invalid', `The body's id must be the path's "${params.caseId}".`),
        );
      }
      const value: TestCase = { ...body, id: params.caseId };
      const { created } = await putCase(c.var.deps.db, params.id, value, c.var.actor.id);
      return c.json(value, created ? 201 : 200);
    },
  );
};
