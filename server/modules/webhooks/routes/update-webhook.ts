import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { visibleHarness, requireRole } from '../../shared/access';
import { updateWebhookBody, webhookSchema } from '../../../../src/harness/release/webhook';
import { canManageWebhooks } from '../../../auth/roles';
import { webhookParams } from '../schema';
import { checkWebhookUrl } from '../webhook-url';
import { getWebhook, updateWebhook } from '../webhook-store';
import { MANAGE } from './manage';

export const updateWebhookRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'patch',
      path: '/harnesses/:id/webhooks/:wid',
      summary: 'Change a webhook: URL, description, events, enabled',
      tag: 'webhooks',
      params: webhookParams,
      body: updateWebhookBody,
      responses: { 200: { description: 'Changed', schema: webhookSchema } },
    },
    async (c, { params, body }) => {
      await visibleHarness(c, params.id);
      requireRole(canManageWebhooks(c.var.actor), MANAGE);
      await getWebhook(c.var.deps.db, params.id, params.wid);
      if (body.url !== undefined) await checkWebhookUrl(c.var.deps.runtime.policy, body.url);
      const updated = await updateWebhook(c.var.deps.db, params.id, params.wid, {
        ...body,
        actor: c.var.actor.id,
      });
      return c.json(updated);
    },
  );
};
