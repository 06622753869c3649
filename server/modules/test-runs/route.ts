import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { ApiModule } from '../../http/app-env';
import { defineRoute } from '../../http/define-route';
import { asBadRequest, conflict } from '../../http/problem';
import { NotFound, invalidField } from '../../db/store-errors';
import { canRunTests } from '../../auth/roles';
import { contentHash, type CaseEvaluation } from '../../../src/harness';
import { checkEndpoint, configuredModel, resolveRunTarget } from '../shared/run-target';
import { harnessParams } from '../shared/params';
import { requireRole, visibleHarness } from '../shared/access';
import { cancelRun } from '../shared/cancel-run';
import { shopDocument } from '../preview/shop-source';
import { followRunEvents } from '../shared/follow-run-events';
import { listCases } from '../test-suites/test-case-store';
import { suiteCases } from './suite-cases';
import type { RunEvent } from './runner';
import { compareStoredRuns } from './compare';
import { createRun, getRun, getRunCases, getRunEvaluations, listRuns } from './test-run-store';
import {
  startedRunSchema,
  storedComparisonSchema,
  testRunDetailSchema,
  testRunSchema,
} from '../../../src/harness/evaluation/run-contract';
import { compareQuery, listRunsQuery, runParams, startRunBody } from './schema';

const caseEvent = (evaluation: CaseEvaluation, done: number, total: number) =>
  JSON.stringify({ done, total, caseId: evaluation.caseId, evaluation });

/** How often a reader polls the store for a run that another instance is running. */
const FOLLOW_MS = 500;

export const testRunsModule: ApiModule = (api, deps) => {
  const { db, runtime } = deps;
  const runner = deps.testRunner;

  defineRoute(
    api,
    {
      method: 'post',
      path: '/harnesses/:id/test-runs',
      summary: 'Run the suite against the draft, a version or a label (in the background)',
      tag: 'test-runs',
      params: harnessParams,
      body: startRunBody,
      responses: { 202: { description: 'Started', schema: startedRunSchema } },
    },
    async (c, { params, body }) => {
      await visibleHarness(c, params.id);
      requireRole(canRunTests(c.var.actor), 'run test suites');
      const target = await resolveRunTarget(c, params.id, body.target);
      const { version } = target;
      const doc = body.shop
        ? await shopDocument(c, params.id, body.shop, target.doc, undefined)
        : target.doc;
      const endpoint = body.endpoint ?? doc.model.endpoint;
      checkEndpoint(runtime, endpoint, body.endpoint ? '/endpoint' : '/target');
      const stored = await listCases(db, params.id);
      // Generated cases join a suite; a harness with none of its own is neither run nor gated.
      if (stored.length === 0) {
        throw conflict('The harness has no test cases yet; add or import some first.', {
          code: 'suite.empty',
        });
      }
      const cases = suiteCases(doc, stored);
      const run = await createRun(db, {
        id: randomUUID(),
        harnessId: params.id,
        target: body.target,
        version,
        shop: body.shop ?? null,
        // What ran, as versions are hashed: a run of the draft counts for the version made of it.
        contentHash: contentHash(target.doc),
        endpoint,
        model: configuredModel(runtime, endpoint),
        total: cases.length,
        actor: c.var.actor.id,
      });
      runner.run({ runId: run.id, doc, cases, concurrency: body.concurrency, endpoint });
      c.header('Location', `/api/v1/harnesses/${params.id}/test-runs/${run.id}`);
      // The threshold of the document under test: what a CI caller compares the pass rate with.
      return c.json({ ...run, threshold: doc.settings.passThreshold }, 202);
    },
  );

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

  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/test-runs/:runId',
      summary: 'A run: status, progress, summary and every case with its answers and traces',
      tag: 'test-runs',
      params: runParams,
      responses: { 200: { description: 'The run', schema: testRunDetailSchema } },
    },
    async (c, { params }) => {
      await visibleHarness(c, params.id);
      const run = await getRun(db, params.id, params.runId);
      return c.json({ ...run, cases: await getRunCases(db, run.id) });
    },
  );

  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/test-runs/:runId/events',
      summary: 'Progress as Server-Sent Events: a `case` event per finished case, then `done`',
      tag: 'test-runs',
      params: runParams,
      responses: { 200: { description: 'Events', contentType: 'text/event-stream' } },
    },
    async (c, { params }) => {
      await visibleHarness(c, params.id);
      const run = await getRun(db, params.id, params.runId);
      return followRunEvents<RunEvent, CaseEvaluation>(c, {
        subscribe: (listener) => runner.subscribe(run.id, listener),
        read: (e) => (e.type === 'done' ? { ended: e.status } : { item: e.result.evaluation }),
        // The verdicts only: answers and traces stay in the store.
        stored: () => getRunEvaluations(db, run.id),
        key: (evaluation) => evaluation.caseId,
        write: (stream, evaluation, done) =>
          stream.writeSSE({ event: 'case', data: caseEvent(evaluation, done, run.total) }),
        current: () => getRun(db, params.id, run.id),
        final: () => getRun(db, params.id, run.id),
        pollMs: FOLLOW_MS,
      });
    },
  );

  defineRoute(
    api,
    {
      method: 'post',
      path: '/harnesses/:id/test-runs/:runId/cancel',
      summary: 'Cancel a running run (the cases done so far are kept)',
      tag: 'test-runs',
      params: runParams,
      responses: { 200: { description: 'The run after cancelling', schema: testRunSchema } },
    },
    async (c, { params }) => {
      await visibleHarness(c, params.id);
      requireRole(canRunTests(c.var.actor), 'cancel test runs');
      return c.json(await cancelRun(runner, () => getRun(db, params.id, params.runId)));
    },
  );

  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/test-runs/:runId/compare',
      summary: 'What changed from the base run to this one',
      tag: 'test-runs',
      params: runParams,
      query: compareQuery,
      responses: { 200: { description: 'The comparison', schema: storedComparisonSchema } },
    },
    async (c, { params, query }) => {
      await visibleHarness(c, params.id);
      const head = await getRun(db, params.id, params.runId);
      const base = await getRun(db, params.id, query.base).catch((err: unknown) => {
        if (err instanceof NotFound)
          throw asBadRequest(invalidField('/query/base', 'unknown_run', err.message));
        throw err;
      });
      return c.json(await compareStoredRuns(db, base, head));
    },
  );
};
