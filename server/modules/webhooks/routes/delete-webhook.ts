import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { visibleHarness, requireRole } from '../../shared/access';
import { webhookSchema } from '../../../../src/harness/release/webhook';
import { canManageWebhooks } from '../../../auth/roles';
import { webhookParams } from '../schema';
import { deleteWebhook } from '../webhook-store';
import { MANAGE } from './manage';

export const deleteWebhookRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'delete',
      path: '/harnesses/:id/webhooks/:wid',
      summary: 'Remove a webhook and its delivery log',
      tag: 'webhooks',
      params: webhookParams,
      responses: { 200: { description: 'Removed', schema: webhookSchema } },
    },
    async (c, { params }) => {
      await visibleHarness(c, params.id);
      requireRole(canManageWebhooks(c.var.actor), MANAGE);
      return c.json(await deleteWebhook(c.var.deps.db, params.id, params.wid, c.var.actor.id));
    },
  );
};
