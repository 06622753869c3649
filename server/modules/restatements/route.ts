import { z } from 'zod';
import type { ApiModule } from '../../http/app-env';
import { defineRoute } from '../../http/define-route';
import { invalidField } from '../../db/store-errors';
import { canRunTests } from '../../auth/roles';
import { ModelError } from '../../runtime/model-errors';
import {
  restatementProposalSchema,
  restatementRequestSchema,
  restatementReviewSchema,
  restatementSchema,
} from '../../../src/harness/variants/restatements/contract';
import {
  FIELD_MAX_LENGTH,
  restatableTexts,
} from '../../../src/harness/variants/restatements/texts';
import { harnessParams } from '../shared/params';
import { requireRole, visibleHarness } from '../shared/access';
import { checkEndpoint, resolveRunTarget } from '../shared/run-target';
import { turnFailure } from '../agent/turn-failure';
import { proposeRestatements } from './propose';
import {
  getRestatement,
  listRestatements,
  restatementsBy,
  reviewRestatement,
} from './restatement-store';
import { listRestatementsQuery, restatementParams } from './schema';

/**
 * Restatements of a harness's texts by a model: proposed ahead of a run, cached by
 * endpoint and source text, reviewed by a person; a robustness run uses approved ones only when
 * it asks (`restatements: true`).
 */
export const restatementsModule: ApiModule = (api, deps) => {
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

  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/restatements',
      summary: 'The harness’s restatements, each with its source text, optionally by review status',
      tag: 'restatements',
      params: harnessParams,
      query: listRestatementsQuery,
      responses: { 200: { description: 'Restatements', schema: z.array(restatementSchema) } },
    },
    async (c, { params, query }) => {
      await visibleHarness(c, params.id);
      return c.json(await listRestatements(db, params.id, query));
    },
  );

  defineRoute(
    api,
    {
      method: 'put',
      path: '/harnesses/:id/restatements/:rid',
      summary:
        'Review a restatement: approve, reject or send back to proposed, optionally with edited text',
      tag: 'restatements',
      params: restatementParams,
      body: restatementReviewSchema,
      responses: { 200: { description: 'The reviewed restatement', schema: restatementSchema } },
    },
    async (c, { params, body }) => {
      await visibleHarness(c, params.id);
      requireRole(canRunTests(c.var.actor), 'review restatements');
      const current = await getRestatement(db, params.id, params.rid);
      const text = body.text ?? current.text;
      const max = FIELD_MAX_LENGTH[current.field];
      if (body.status === 'approved' && text.length > max) {
        const pointer = body.text === undefined ? '/status' : '/text';
        // The variant must stay valid: a field's limit is the harness schema's (422 at the field).
        throw invalidField(
          pointer,
          'restatement.too_long',
          `A ${current.field} holds at most ${max} characters; this text has ${text.length}. Shorten it in "text" before approving.`,
        );
      }
      return c.json(await reviewRestatement(db, params.id, params.rid, body, c.var.actor.id));
    },
  );
};
