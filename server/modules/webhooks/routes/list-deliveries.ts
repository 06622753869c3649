import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { visibleHarness, requireRole } from '../../shared/access';
import { pageQuery } from '../../shared/params';
import { pageSchema } from '../../../../src/harness/records';
import { webhookDeliverySchema } from '../../../../src/harness/release/webhook';
import { canManageWebhooks } from '../../../auth/roles';
import { webhookParams } from '../schema';
import { listDeliveries } from '../webhook-store';
import { MANAGE } from './manage';

export const listDeliveriesRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/webhooks/:wid/deliveries',
      summary: 'The delivery log, newest first: each attempt with its status code',
      tag: 'webhooks',
      params: webhookParams,
      query: pageQuery,
      responses: {
        200: { description: 'Deliveries', schema: pageSchema(webhookDeliverySchema) },
      },
    },
    async (c, { params, query }) => {
      await visibleHarness(c, params.id);
      requireRole(canManageWebhooks(c.var.actor), MANAGE);
      return c.json(await listDeliveries(c.var.deps.db, params.id, params.wid, query));
    },
  );
};
