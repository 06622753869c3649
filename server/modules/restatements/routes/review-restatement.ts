import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { invalidField } from '../../../db/store-errors';
import { canRunTests } from '../../../auth/roles';
import {
  restatementReviewSchema,
  restatementSchema,
} from '../../../../src/harness/variants/restatements/contract';
import { FIELD_MAX_LENGTH } from '../../../../src/harness/variants/restatements/texts';
import { requireRole, visibleHarness } from '../../shared/access';
import { getRestatement, reviewRestatement } from '../restatement-store';
import { restatementParams } from '../schema';

export const reviewRestatementRoute: ApiModule = (api, deps) => {
  const { db } = deps;
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
