import type { ApiModule } from '../../../http/app-env';
import { z } from 'zod';
import { defineRoute } from '../../../http/define-route';
import { forbidden, notFound } from '../../../http/problem';
import { visibleHarness } from '../../shared/access';
import { appendAudit } from '../../audit/audit-store';
import { changeRequestSchema, requestParams } from '../schema';
import { readRequestRow } from '../request-rows';
import { requestView } from '../request-view';
import { requestEntity } from '../request-fired';

const pinParams = requestParams.extend({
  pin: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, 'Use a pin id like 3.')
    .transform(Number),
});

export const removePinRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'delete',
      path: '/harnesses/:id/change-requests/:n/pins/:pin',
      summary: 'Remove a pinned preview',
      tag: 'change-requests',
      params: pinParams,
      responses: { 200: { description: 'The request', schema: changeRequestSchema } },
    },
    async (c, { params }) => {
      await visibleHarness(c, params.id);
      const actor = c.var.actor;
      if (actor.role === 'merchant') throw forbidden('Your role cannot remove pins.');
      const { db } = c.var.deps;
      await db.transaction(async (tx) => {
        await readRequestRow(tx, params.id, params.n);
        const { changes } = await tx.run(
          'DELETE FROM change_request_pins WHERE request_id = ? AND id = ?',
          [params.n, params.pin],
        );
        if (changes !== 1) throw notFound(`Change request ${params.n} has no pin ${params.pin}.`);
        await appendAudit(tx, {
          actor: actor.id,
          harnessId: params.id,
          action: 'change_request.unpin',
          entity: requestEntity(params.n),
          before: { pin: params.pin },
        });
      });
      return c.json(await requestView(db, params.id, params.n));
    },
  );
};
