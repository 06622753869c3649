import type { ApiModule } from '../../../http/app-env';
import { randomUUID } from 'node:crypto';
import { defineRoute } from '../../../http/define-route';
import { conflict } from '../../../http/problem';
import { canRunTests } from '../../../auth/roles';
import { robustnessRunRequestSchema } from '../../../../src/harness/variants/plan';
import { robustnessRunSchema } from '../../../../src/harness/variants/run-contract';
import { harnessParams } from '../../shared/params';
import { requireRole, visibleHarness } from '../../shared/access';
import { listCases } from '../../test-suites/test-case-store';
import { checkEndpoint, resolveRunTarget } from '../../shared/run-target';
import { planRobustnessRun } from '../plan-run';
import { runRestatements } from '../run-restatements';
import { createRobustnessRun } from '../robustness-run-store';

export const startRunRoute: ApiModule = (api, deps) => {
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
};
