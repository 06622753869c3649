import type { ApiModule } from '../../../http/app-env';
import { z } from 'zod';
import { defineRoute } from '../../../http/define-route';
import { visibleHarness, requireRole } from '../../shared/access';
import { harnessParams } from '../../shared/params';
import { webhookSchema } from '../../../../src/harness/release/webhook';
import { canManageWebhooks } from '../../../auth/roles';
import { listWebhooks } from '../webhook-store';
import { MANAGE } from './manage';

export const listWebhooksRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/webhooks',
      summary: 'Webhooks of a harness (never their secrets)',
      tag: 'webhooks',
      params: harnessParams,
      responses: { 200: { description: 'Webhooks', schema: z.array(webhookSchema) } },
    },
    async (c, { params }) => {
      await visibleHarness(c, params.id);
      requireRole(canManageWebhooks(c.var.actor), MANAGE);
      return c.json(await listWebhooks(c.var.deps.db, params.id));
    },
  );
};
