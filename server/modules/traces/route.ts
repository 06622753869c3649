import type { Context } from 'hono';
import type { ApiModule, AppEnv } from '../../http/app-env';
import { defineRoute } from '../../http/define-route';
import { canEditTestCases } from '../../auth/roles';
import { Conflict, Invalid, NotFound } from '../../db/store-errors';
import { issuesToDiagnostics, liveContextSchema, testCaseSchema } from '../../../src/harness';
import {
  replyHoldSchema,
  traceSchema,
  tracePageSchema,
  traceTestCaseBodySchema,
  REPLY_HOLD_HOURS,
  type ReplyHold,
  type TraceFilter,
} from '../../../src/harness/traces';
import { requireRole, visibleHarness } from '../shared/access';
import { harnessParams } from '../shared/params';
import { getCase, putCase } from '../test-suites/test-case-store';
import { replyHold } from './reply-hold';
import { getTrace, listTraces } from './trace-store';
import { listTracesQuery, traceParams } from './schema';

/**
 * What the caller may read: every trace for the studio's people (ops, QA, engineers,
 * publishers, admins); a merchant only its own shop's hosts' turns, so another shop's viewers
 * and answers stay hidden. A merchant without a shop reads none.
 */
function scoped(c: Context<AppEnv>, filter: TraceFilter): TraceFilter | null {
  const actor = c.var.actor;
  if (actor.role !== 'merchant') return filter;
  if (!actor.shopId) return null;
  if (filter.shop !== undefined && filter.shop !== actor.shopId) return null;
  return { ...filter, shop: actor.shopId };
}

const noHold: ReplyHold = { turns: 0, p50Ms: null, p95Ms: null, sinceHours: REPLY_HOLD_HOURS };

/** The production trace browser: list, one trace, and a trace as a test case. */
export const tracesModule: ApiModule = (api, deps) => {
  const { db } = deps;

  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/traces',
      summary: 'Production traces of the harness, newest first, filtered (keyset pages)',
      tag: 'traces',
      params: harnessParams,
      query: listTracesQuery,
      responses: { 200: { description: 'A page of traces', schema: tracePageSchema } },
    },
    async (c, { params, query }) => {
      await visibleHarness(c, params.id);
      const { limit, cursor, ...filter } = query;
      const scope = scoped(c, filter);
      if (!scope) return c.json({ items: [], nextCursor: null });
      return c.json(await listTraces(db, params.id, scope, { limit, cursor }));
    },
  );

  // Before `.../traces/:traceId`, which would take `reply-hold` for a (malformed) trace id.
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/traces/reply-hold',
      summary:
        'What holding the first word until the last costs: P50/P95 from the first sentence written to the end of the turn, last 24 h of traces',
      tag: 'traces',
      params: harnessParams,
      responses: { 200: { description: 'The hold cost', schema: replyHoldSchema } },
    },
    async (c, { params }) => {
      await visibleHarness(c, params.id);
      const scope = scoped(c, {});
      // A merchant without a shop reads no traces: nothing measured.
      if (!scope) return c.json(noHold);
      return c.json(await replyHold(db, params.id, { shop: scope.shop }));
    },
  );

  const readTrace = async (c: Context<AppEnv>, harnessId: string, traceId: string) => {
    await visibleHarness(c, harnessId);
    const trace = await getTrace(db, harnessId, traceId);
    const scope = scoped(c, { shop: trace.shop ?? undefined });
    if (!scope || scope.shop !== (trace.shop ?? undefined)) {
      throw new NotFound(`There is no trace "${traceId}" of the harness "${harnessId}".`);
    }
    return trace;
  };

  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/traces/:traceId',
      summary: 'One production trace: messages, tool calls, hook decisions, timings',
      tag: 'traces',
      params: traceParams,
      responses: { 200: { description: 'The trace', schema: traceSchema } },
    },
    async (c, { params }) => c.json(await readTrace(c, params.id, params.traceId)),
  );

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
