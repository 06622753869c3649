import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { canEditTestCases } from '../../../auth/roles';
import { Conflict, Invalid, NotFound } from '../../../db/store-errors';
import { issuesToDiagnostics, liveContextSchema, testCaseSchema } from '../../../../src/harness';
import { traceTestCaseBodySchema } from '../../../../src/harness/traces';
import { requireRole } from '../../shared/access';
import { getCase, putCase } from '../../test-suites/test-case-store';
import { traceParams } from '../schema';
import { traceReader } from './trace-scope';

export const traceTestCaseRoute: ApiModule = (api, deps) => {
  const { db } = deps;
  const readTrace = traceReader(db);
  defineRoute(
    api,
    {
      method: 'post',
      path: '/harnesses/:id/traces/:traceId/test-case',
      summary:
        'Save the trace as a test case: its conversation and live context, with the given expectations',
      tag: 'traces',
      params: traceParams,
      body: traceTestCaseBodySchema,
      responses: {
        201: { description: 'Created', schema: testCaseSchema },
        200: { description: 'Replaced (`replace: true`)', schema: testCaseSchema },
        409: { description: 'A case with this id exists; `current` is it' },
      },
    },
    async (c, { params, body }) => {
      const trace = await readTrace(c, params.id, params.traceId);
      requireRole(canEditTestCases(c.var.actor), 'edit test cases');
      const { replace, ...fields } = body;
      // The same record and rules as any case (PUT .../test-cases/{caseId}): the conversation
      // the host heard, ending on the viewer, and the live context of the request.
      const parsed = testCaseSchema.safeParse({
        ...fields,
        conversation: trace.messages.filter((m) => m.content !== ''),
        context: liveContextSchema.safeParse(trace.context).data ?? {},
      });
      if (!parsed.success) {
        const problems = issuesToDiagnostics(parsed.error.issues);
        throw new Invalid('This trace does not make a valid test case.', problems);
      }
      const value = parsed.data;
      if (!replace) {
        const existing = await getCase(db, params.id, value.id).catch((err: unknown) => {
          if (err instanceof NotFound) return null;
          throw err;
        });
        if (existing) {
          throw new Conflict(`There is a test case "${value.id}" already.`, existing);
        }
      }
      const { created } = await putCase(db, params.id, value, c.var.actor.id);
      c.header('Location', `/api/v1/harnesses/${params.id}/test-cases/${value.id}`);
      return c.json(value, created ? 201 : 200);
    },
  );
};
