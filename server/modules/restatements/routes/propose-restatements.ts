import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { canRunTests } from '../../../auth/roles';
import { ModelError } from '../../../runtime/model-errors';
import {
  restatementProposalSchema,
  restatementRequestSchema,
} from '../../../../src/harness/variants/restatements/contract';
import { restatableTexts } from '../../../../src/harness/variants/restatements/texts';
import { harnessParams } from '../../shared/params';
import { requireRole, visibleHarness } from '../../shared/access';
import { checkEndpoint, resolveRunTarget } from '../../shared/run-target';
import { turnFailure } from '../../agent/turn-failure';
import { proposeRestatements } from '../propose';
import { restatementsBy } from '../restatement-store';

export const proposeRestatementsRoute: ApiModule = (api, deps) => {
  const { db, runtime } = deps;
  defineRoute(
    api,
    {
      method: 'post',
      path: '/harnesses/:id/restatements',
      summary:
        "Ask a model endpoint to restate the target's skill and tool texts (cached; stored for review)",
      tag: 'restatements',
      params: harnessParams,
      body: restatementRequestSchema,
      responses: {
        200: {
          description: 'The target’s restatements by that endpoint',
          schema: restatementProposalSchema,
        },
        502: { description: 'The model failed (HTTP error, broken stream, no text)' },
        503: { description: 'The model server cannot be reached or is not configured' },
        504: { description: 'The model took longer than its time limit' },
      },
    },
    async (c, { params, body }) => {
      await visibleHarness(c, params.id);
      requireRole(canRunTests(c.var.actor), 'ask for restatements');
      checkEndpoint(runtime, body.endpoint, '/endpoint');
      const { doc } = await resolveRunTarget(c, params.id, body.target);
      const texts = restatableTexts(doc, body.parts);
      const done = new Set(
        (await restatementsBy(db, params.id, body.endpoint)).map((r) => r.sourceHash),
      );
      const missing = texts.filter((t) => !done.has(t.hash));
      try {
        await proposeRestatements(db, runtime.endpoints.get(body.endpoint)!, {
          harnessId: params.id,
          texts: missing,
          actor: c.var.actor.id,
        });
      } catch (err) {
        if (!(err instanceof ModelError)) throw err;
        // Answered as the agent endpoint answers a model failure: 502, 503 or 504.
        throw turnFailure({
          type: 'error',
          at: 0,
          code: err.code,
          message: err.message,
          ...(err.status === undefined ? {} : { status: err.status }),
        });
      }
      const wanted = new Set(texts.map((t) => t.hash));
      const restatements = (await restatementsBy(db, params.id, body.endpoint)).filter((r) =>
        wanted.has(r.sourceHash),
      );
      return c.json({
        endpoint: body.endpoint,
        requested: missing.length,
        cached: texts.length - missing.length,
        restatements,
      });
    },
  );
};
