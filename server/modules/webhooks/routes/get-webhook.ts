import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { visibleHarness, requireRole } from '../../shared/access';
import { webhookSchema } from '../../../../src/harness/release/webhook';
import { canManageWebhooks } from '../../../auth/roles';
import { webhookParams } from '../schema';
import { getWebhook } from '../webhook-store';
import { MANAGE } from './manage';

export const getWebhookRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/webhooks/:wid',
      summary: 'One webhook (never its secret)',
      tag: 'webhooks',
      params: webhookParams,
      responses: { 200: { description: 'Webhook', schema: webhookSchema } },
    },
    async (c, { params }) => {
      await visibleHarness(c, params.id);
      requireRole(canManageWebhooks(c.var.actor), MANAGE);
      return c.json(await getWebhook(c.var.deps.db, params.id, params.wid));
    },
  );
};
