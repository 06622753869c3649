import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { ApiModule } from '../../http/app-env';
import { defineRoute } from '../../http/define-route';
import { asBadRequest, conflict } from '../../http/problem';
import { NotFound, invalidField } from '../../db/store-errors';
import { canRunTests } from '../../auth/roles';
import { diffHarness } from '../../../src/harness/diff';
import { robustnessRunRequestSchema } from '../../../src/harness/variants/plan';
import { compareRobustness } from '../../../src/harness/variants/compare-robustness';
import {
  robustnessArmDetailSchema,
  robustnessCellsSchema,
  robustnessComparisonSchema,
  robustnessResultSchema,
  robustnessRunSchema,
} from '../../../src/harness/variants/run-contract';
import { harnessParams } from '../shared/params';
import { requireRole, visibleHarness } from '../shared/access';
import { cancelRun } from '../shared/cancel-run';
import { listCases } from '../test-suites/test-case-store';
import { checkEndpoint, resolveRunTarget } from '../shared/run-target';
import { followRobustnessRun } from './follow-run';
import { loadArm } from './load-arm';
import { planRobustnessRun } from './plan-run';
import { runRestatements } from './run-restatements';
import {
  createRobustnessRun,
  getRobustnessRun,
  listRobustnessCells,
  listRobustnessResults,
  listRobustnessRuns,
} from './robustness-run-store';
import {
  armParams,
  listRobustnessRunsQuery,
  resultsQuery,
  robustnessCompareQuery,
  robustnessRunParams,
} from './schema';

const FOLLOW_MS = 500;

export const robustnessRunsModule: ApiModule = (api, deps) => {
  const { db, runtime } = deps;
  const runner = deps.robustnessRunner;

  defineRoute(
    api,
    {
      method: 'post',
      path: '/harnesses/:id/robustness-runs',
      summary:
        'Run the suite on variants of a harness (identity, K per family, negative controls) in the background',
      tag: 'robustness-runs',
      params: harnessParams,
      body: robustnessRunRequestSchema,
      responses: { 202: { description: 'Started', schema: robustnessRunSchema } },
    },
    async (c, { params, body }) => {
      await visibleHarness(c, params.id);
      requireRole(canRunTests(c.var.actor), 'run robustness checks');
      const { doc, version } = await resolveRunTarget(c, params.id, body.target);
      const endpoints = body.endpoints ?? [body.endpoint ?? doc.model.endpoint];
      endpoints.forEach((name, i) =>
        checkEndpoint(
          runtime,
          name,
          body.endpoints ? `/endpoints/${i}` : body.endpoint ? '/endpoint' : '/target',
        ),
      );
      const cases = await listCases(db, params.id);
      if (cases.length === 0) {
        const detail = 'The harness has no test cases yet; add or import some first.';
        throw conflict(detail, { code: 'suite.empty' }).withErrors([
          { pointer: '/target', code: 'suite.empty', message: detail },
        ]);
      }
      const restatements = body.restatements
        ? await runRestatements(db, params.id, doc)
        : undefined;
      const planned = planRobustnessRun(doc, cases, body, endpoints, restatements);
      const run = await createRobustnessRun(db, {
        id: randomUUID(),
        harnessId: params.id,
        target: body.target,
        version,
        total: cases.length * planned.arms.length * endpoints.length,
        actor: c.var.actor.id,
        spec: planned.spec,
        source: { document: doc, focus: planned.focus, ...(restatements ? { restatements } : {}) },
      });
      runner.run({
        runId: run.id,
        original: doc,
        cases,
        arms: planned.arms,
        endpoints,
        trials: body.trials,
        concurrency: body.concurrency,
        skippedControls: planned.spec.skippedControls,
      });
      c.header('Location', `/api/v1/harnesses/${params.id}/robustness-runs/${run.id}`);
      return c.json(run, 202);
    },
  );

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

  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/robustness-runs/:runId',
      summary: 'A run: status, progress and (once it ends) the report CI reads',
      tag: 'robustness-runs',
      params: robustnessRunParams,
      responses: { 200: { description: 'The run', schema: robustnessRunSchema } },
    },
    async (c, { params }) => {
      await visibleHarness(c, params.id);
      return c.json(await getRobustnessRun(db, params.id, params.runId));
    },
  );

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
      const run = await visibleRun(c, params);
      return c.json(await listRobustnessCells(db, run.id));
    },
  );

  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/robustness-runs/:runId/results',
      summary: 'Finished units with their verdicts, answers and traces (in the variant’s names)',
      tag: 'robustness-runs',
      params: robustnessRunParams,
      query: resultsQuery,
      responses: { 200: { description: 'Results', schema: z.array(robustnessResultSchema) } },
    },
    async (c, { params, query }) => {
      const run = await visibleRun(c, params);
      return c.json(await listRobustnessResults(db, run.id, query));
    },
  );

  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/robustness-runs/:runId/arms/:armId',
      summary: 'The harness an arm ran on (rebuilt from its seed) and its inverse map',
      tag: 'robustness-runs',
      params: armParams,
      responses: { 200: { description: 'The arm', schema: robustnessArmDetailSchema } },
    },
    async (c, { params }) => {
      const run = await visibleRun(c, params);
      const { arm, variant } = await loadArm(db, run, params.armId, '/armId');
      return c.json({ arm, document: variant.document, inverse: variant.inverse });
    },
  );

  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/robustness-runs/:runId/arms/:armId/diff',
      summary: 'What the arm changed: the structural diff from the harness under test to it',
      tag: 'robustness-runs',
      params: armParams,
      responses: { 200: { description: 'Changes by entity, as `GET /harnesses/{id}/diff`' } },
    },
    async (c, { params }) => {
      const run = await visibleRun(c, params);
      const { source, variant } = await loadArm(db, run, params.armId, '/armId');
      return c.json({
        from: run.target,
        to: params.armId,
        ...diffHarness(source.document, variant.document),
      });
    },
  );

  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/robustness-runs/:runId/events',
      summary: 'Progress as Server-Sent Events: a `unit` event per finished unit, then `done`',
      tag: 'robustness-runs',
      params: robustnessRunParams,
      responses: { 200: { description: 'Events', contentType: 'text/event-stream' } },
    },
    async (c, { params }) => {
      const run = await visibleRun(c, params);
      return followRobustnessRun(c, runner, run, FOLLOW_MS);
    },
  );

  defineRoute(
    api,
    {
      method: 'post',
      path: '/harnesses/:id/robustness-runs/:runId/cancel',
      summary: 'Cancel a running run (finished units are kept and reported)',
      tag: 'robustness-runs',
      params: robustnessRunParams,
      responses: { 200: { description: 'The run after cancelling', schema: robustnessRunSchema } },
    },
    async (c, { params }) => {
      await visibleHarness(c, params.id);
      requireRole(canRunTests(c.var.actor), 'cancel robustness runs');
      return c.json(await cancelRun(runner, () => getRobustnessRun(db, params.id, params.runId)));
    },
  );

  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/robustness-runs/:runId/compare',
      summary: 'Which family got worse from the base run to this one, with intervals',
      tag: 'robustness-runs',
      params: robustnessRunParams,
      query: robustnessCompareQuery,
      responses: { 200: { description: 'The comparison', schema: robustnessComparisonSchema } },
    },
    async (c, { params, query }) => {
      const head = await visibleRun(c, params);
      const base = await getRobustnessRun(db, params.id, query.base).catch((err: unknown) => {
        if (err instanceof NotFound)
          throw asBadRequest(invalidField('/query/base', 'unknown_run', err.message));
        throw err;
      });
      for (const [run, pointer] of [
        [base, '/query/base'],
        [head, '/runId'],
      ] as const) {
        if (!run.report)
          throw conflict(`The run ${run.id} has no report yet (${run.status}).`, {
            code: 'run.no_report',
            pointer,
          });
      }
      return c.json(
        compareRobustness({ base: base.id, head: head.id }, base.report!, head.report!),
      );
    },
  );

  async function visibleRun(
    c: Parameters<typeof visibleHarness>[0],
    params: { id: string; runId: string },
  ) {
    await visibleHarness(c, params.id);
    return getRobustnessRun(db, params.id, params.runId);
  }
};
