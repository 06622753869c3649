import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { visibleHarness, requireRole } from '../../shared/access';
import { harnessParams } from '../../shared/params';
import { createWebhookBody, createdWebhookSchema } from '../../../../src/harness/release/webhook';
import { canManageWebhooks } from '../../../auth/roles';
import { checkWebhookUrl } from '../webhook-url';
import { createWebhook } from '../webhook-store';
import { MANAGE } from './manage';

export const addWebhookRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'post',
      path: '/harnesses/:id/webhooks',
      summary: 'Add a webhook; its signing secret is in this response only',
      tag: 'webhooks',
      params: harnessParams,
      body: createWebhookBody,
      responses: { 201: { description: 'Created', schema: createdWebhookSchema } },
    },
    async (c, { params, body }) => {
      await visibleHarness(c, params.id);
      requireRole(canManageWebhooks(c.var.actor), MANAGE);
      await checkWebhookUrl(c.var.deps.runtime.policy, body.url);
      const created = await createWebhook(c.var.deps.db, params.id, {
        ...body,
        actor: c.var.actor.id,
      });
      return c.json(created, 201);
    },
  );
};
