import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { replyHoldSchema, REPLY_HOLD_HOURS, type ReplyHold } from '../../../../src/harness/traces';
import { visibleHarness } from '../../shared/access';
import { harnessParams } from '../../shared/params';
import { replyHold } from '../reply-hold';
import { scoped } from './trace-scope';

const noHold: ReplyHold = { turns: 0, p50Ms: null, p95Ms: null, sinceHours: REPLY_HOLD_HOURS };

export const replyHoldRoute: ApiModule = (api, deps) => {
  const { db } = deps;
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
};
