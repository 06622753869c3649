import type { ApiModule } from '../../../http/app-env';
import { randomUUID } from 'node:crypto';
import { defineRoute } from '../../../http/define-route';
import { conflict } from '../../../http/problem';
import { canRunTests } from '../../../auth/roles';
import { contentHash } from '../../../../src/harness';
import { checkEndpoint, configuredModel, resolveRunTarget } from '../../shared/run-target';
import { harnessParams } from '../../shared/params';
import { requireRole, visibleHarness } from '../../shared/access';
import { shopDocument } from '../../preview/shop-source';
import { listCases } from '../../test-suites/test-case-store';
import { suiteCases } from '../suite-cases';
import { createRun } from '../test-run-store';
import { startedRunSchema } from '../../../../src/harness/evaluation/run-contract';
import { startRunBody } from '../schema';

export const startRunRoute: ApiModule = (api, deps) => {
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
};
