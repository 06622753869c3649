import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { visibleHarness, requireRole } from '../../shared/access';
import { webhookDeliverySchema } from '../../../../src/harness/release/webhook';
import { canManageWebhooks } from '../../../auth/roles';
import { deliveryParams } from '../schema';
import { redeliver } from '../webhook-store';
import { MANAGE } from './manage';

export const redeliverRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'post',
      path: '/harnesses/:id/webhooks/:wid/deliveries/:did/redeliver',
      summary: 'Send a delivery again, with the same webhook-id',
      tag: 'webhooks',
      params: deliveryParams,
      responses: { 202: { description: 'Queued', schema: webhookDeliverySchema } },
    },
    async (c, { params }) => {
      await visibleHarness(c, params.id);
      requireRole(canManageWebhooks(c.var.actor), MANAGE);
      const queued = await redeliver(
        c.var.deps.db,
        params.id,
        params.wid,
        params.did,
        c.var.actor.id,
      );
      return c.json(queued, 202);
    },
  );
};
