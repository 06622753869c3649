import { z } from 'zod';
import type { ApiModule } from '../../http/app-env';
import { defineRoute } from '../../http/define-route';
import { visibleHarness, requireRole } from '../shared/access';
import { harnessParams, pageQuery } from '../shared/params';
import { pageSchema } from '../../../src/harness/records';
import {
  createWebhookBody,
  createdWebhookSchema,
  updateWebhookBody,
  webhookDeliverySchema,
  webhookSchema,
} from '../../../src/harness/release/webhook';
import { canManageWebhooks } from '../../auth/roles';
import { deliveryParams, webhookParams } from './schema';
import { checkWebhookUrl } from './webhook-url';
import {
  createWebhook,
  deleteWebhook,
  getWebhook,
  listDeliveries,
  listWebhooks,
  redeliver,
  updateWebhook,
} from './webhook-store';

const MANAGE = 'manage webhooks';

/** Outgoing webhooks of a harness (Standard Webhooks) and their delivery log. */
export const webhooksModule: ApiModule = (api) => {
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
