import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeApi } from '../../testing/describe-api';
import { auditCount, createSampleHarness, expectProblem } from '../../testing/api-helpers';
import type { Webhook, WebhookDelivery } from '../../../src/harness/release/webhook';
import type { Page } from '../../../src/harness/records';
import { emitReleaseEvent } from './emit-event';
import { eventually, startReceiver, verified } from './webhook-testing';

// Loopback is allowed by address (the test receiver), every other internal address is not.
describeApi(
  'webhooks API',
  (api) => {
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    let id = '';
    let webhook: Webhook;
    let secret = '';
    beforeAll(async () => {
      receiver = await startReceiver();
      id = await createSampleHarness(api);
    });
    afterAll(() => receiver.close());

    const base = () => `/harnesses/${id}/webhooks`;
    const webhookRows = async () => {
      const [row] = await api
        .db()
        .query<{ n: number | string }>('SELECT COUNT(*) AS n FROM webhooks');
      return Number(row!.n);
    };

    it('creates a webhook and shows its secret once', async () => {
      const res = await api.as<{ webhook: Webhook; secret: string }>('engineer', 'POST', base(), {
        body: { url: receiver.url('/hook'), events: ['schedule.fired', 'guardrail.rollback'] },
      });
      expect(res.status, res.text).toBe(201);
      ({ webhook, secret } = res.body);
      expect(webhook).toMatchObject({
        harnessId: id,
        url: receiver.url('/hook'),
        description: '',
        events: ['schedule.fired', 'guardrail.rollback'],
        enabled: true,
        createdBy: expect.any(String),
      });
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
      expect(Buffer.from(secret.slice(6), 'base64').length).toBeGreaterThanOrEqual(24);
    });

    it('lets engineers and admins manage webhooks, nobody else', async () => {
      for (const who of ['ops', 'qa', 'publisher', 'merchant'] as const) {
        expectProblem(await api.as(who, 'GET', base()), 403);
        expectProblem(
          await api.as(who, 'POST', base(), {
            body: { url: receiver.url('/x'), events: ['schedule.fired'] },
          }),
          403,
        );
      }
      expectProblem(await api.as('otherMerchant', 'GET', base()), 404);
      expect((await api.as('admin', 'GET', base())).status).toBe(200);
    });

    it('refuses bad input at the field and writes nothing', async () => {
      const before = { hooks: await webhookRows(), audit: await auditCount(api.db()) };
      const post = (body: unknown) => api.as('engineer', 'POST', base(), { body });
      const events = ['schedule.fired'];
      expectProblem(await post({ url: 'http://10.1.2.3/hook', events }), 422, '/url');
      expectProblem(await post({ url: 'http://169.254.169.254/latest', events }), 422, '/url');
      expectProblem(await post({ url: 'http://[::1]:9/hook', events }), 422, '/url');
      expectProblem(await post({ url: 'http://u:p@127.0.0.1/hook', events }), 422, '/url');
      expectProblem(await post({ url: 'ftp://example.com/hook', events }), 400, '/url');
      expectProblem(await post({ url: 'not a url', events }), 400, '/url');
      expectProblem(
        await post({ url: receiver.url('/x'), events: ['label.moved'] }),
        400,
        '/events/0',
      );
      expectProblem(await post({ url: receiver.url('/x'), events: [] }), 400, '/events');
      expectProblem(
        await post({ url: receiver.url('/x'), events: ['schedule.fired', 'schedule.fired'] }),
        400,
        '/events',
      );
      expectProblem(await post({ url: receiver.url('/x'), events, secret: 'mine' }), 400);
      expectProblem(
        await api.as('engineer', 'PATCH', `${base()}/${webhook.id}`, {
          body: { url: 'http://192.168.1.1/' },
        }),
        422,
        '/url',
      );
      expectProblem(await api.as('engineer', 'GET', `${base()}/0`), 400, '/params/wid');
      expectProblem(await api.as('engineer', 'GET', `${base()}/99999`), 404);
      expect({ hooks: await webhookRows(), audit: await auditCount(api.db()) }).toEqual(before);
      expect((await api.as<Webhook>('engineer', 'GET', `${base()}/${webhook.id}`)).body.url).toBe(
        receiver.url('/hook'),
      );
    });

    it('changes only what is sent', async () => {
      const res = await api.as<Webhook>('engineer', 'PATCH', `${base()}/${webhook.id}`, {
        body: { description: 'Ops channel' },
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ description: 'Ops channel', enabled: true });
      expect(res.body.events).toEqual(webhook.events);
    });

    it('edits the URL, description and events together; refusals point at the field', async () => {
      const path = `${base()}/${webhook.id}`;
      const edited = {
        url: receiver.url('/hook-ops'),
        description: 'Ops on call',
        events: ['schedule.fired', 'change_request.opened'],
      };
      for (const who of ['ops', 'qa', 'publisher', 'merchant'] as const) {
        expectProblem(await api.as(who, 'PATCH', path, { body: edited }), 403);
      }
      expectProblem(
        await api.as('engineer', 'PATCH', path, { body: { events: [] } }),
        400,
        '/events',
      );
      expectProblem(
        await api.as('engineer', 'PATCH', path, { body: { url: 'not a url' } }),
        400,
        '/url',
      );
      expectProblem(
        await api.as('engineer', 'PATCH', path, { body: { description: 'x'.repeat(501) } }),
        400,
        '/description',
      );
      expectProblem(await api.as('engineer', 'PATCH', `${base()}/99999`, { body: edited }), 404);
      const res = await api.as<Webhook>('engineer', 'PATCH', path, { body: edited });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ ...edited, enabled: true });
      expect((await api.as<Webhook>('admin', 'GET', path)).body).toMatchObject(edited);
      // Back as it was, for the deliveries below.
      const back = await api.as<Webhook>('admin', 'PATCH', path, {
        body: { url: webhook.url, description: 'Ops channel', events: webhook.events },
      });
      expect(back.status, back.text).toBe(200);
    });

    it('logs each attempt with its status code and redelivers with the same id', async () => {
      receiver.answer(() => 503);
      await api
        .db()
        .transaction((tx) =>
          emitReleaseEvent(tx, { harnessId: id, type: 'schedule.fired', data: { scheduleId: 7 } }),
        );
      const log = () =>
        api.as<Page<WebhookDelivery>>('engineer', 'GET', `${base()}/${webhook.id}/deliveries`);
      const first = await eventually(async () => {
        const d = (await log()).body.items[0];
        return d && d.attempts.length === 1 && d;
      });
      expect(first).toMatchObject({ state: 'pending', type: 'schedule.fired' });
      expect(first.attempts[0]).toMatchObject({ status: 503, error: 'Answered HTTP 503.' });
      expect(first.nextAttemptAt).not.toBeNull();

      receiver.answer(() => 200);
      const again = await api.as<WebhookDelivery>(
        'engineer',
        'POST',
        `${base()}/${webhook.id}/deliveries/${first.id}/redeliver`,
      );
      expect(again.status, again.text).toBe(202);
      expect(again.body.messageId).toBe(first.messageId);
      const done = await eventually(async () => {
        const d = (await log()).body.items[0];
        return d?.state === 'delivered' && d;
      });
      expect(done.attempts.map((a) => a.status)).toEqual([503, 200]);
      const got = receiver.at('/hook');
      expect(got.map((r) => r.headers['webhook-id'])).toEqual([first.messageId, first.messageId]);
      expect(verified(secret, got[1]!)).toMatchObject({ data: { scheduleId: 7 } });
      expectProblem(
        await api.as('engineer', 'POST', `${base()}/${webhook.id}/deliveries/99999/redeliver`),
        404,
      );
    });

    it('pages the log newest first', async () => {
      for (const n of [1, 2, 3]) {
        await api
          .db()
          .transaction((tx) =>
            emitReleaseEvent(tx, { harnessId: id, type: 'schedule.fired', data: { n } }),
          );
      }
      const page1 = await api.as<Page<WebhookDelivery>>(
        'admin',
        'GET',
        `${base()}/${webhook.id}/deliveries?limit=2`,
      );
      expect(page1.body.items).toHaveLength(2);
      expect(page1.body.items[0]!.payload).toMatchObject({ data: { n: 3 } });
      const page2 = await api.as<Page<WebhookDelivery>>(
        'admin',
        'GET',
        `${base()}/${webhook.id}/deliveries?limit=2&cursor=${page1.body.nextCursor}`,
      );
      expect(page2.body.items.map((d) => d.payload)).toMatchObject([
        { data: { n: 1 } },
        { data: { scheduleId: 7 } },
      ]);
      expect(page2.body.nextCursor).toBeNull();
    });

    it('reads past the screen’s first 50 deliveries with the cursor, each once', async () => {
      await api.db().transaction(async (tx) => {
        for (let n = 100; n < 152; n++)
          await emitReleaseEvent(tx, { harnessId: id, type: 'schedule.fired', data: { n } });
      });
      const path = `${base()}/${webhook.id}/deliveries?limit=50`;
      const first = await api.as<Page<WebhookDelivery>>('engineer', 'GET', path);
      expect(first.body.items).toHaveLength(50);
      expect(first.body.items[0]!.payload).toMatchObject({ data: { n: 151 } });
      expect(first.body.nextCursor).not.toBeNull();
      const rest = await api.as<Page<WebhookDelivery>>(
        'engineer',
        'GET',
        `${path}&cursor=${first.body.nextCursor}`,
      );
      // 52 new ones and the 4 sent before: the second page holds the 6 oldest.
      expect(rest.body.items).toHaveLength(6);
      expect(rest.body.nextCursor).toBeNull();
      const ids = [...first.body.items, ...rest.body.items].map((d) => d.id);
      expect(new Set(ids).size).toBe(56);
    });

    it('never shows the secret again: not in responses, not in the audit log', async () => {
      const responses = [
        await api.as('engineer', 'GET', base()),
        await api.as('engineer', 'GET', `${base()}/${webhook.id}`),
        await api.as('engineer', 'GET', `${base()}/${webhook.id}/deliveries`),
        await api.as('admin', 'GET', `/audit?harnessId=${id}`),
        await api.as('admin', 'GET', `/harnesses/${id}/export`),
      ];
      for (const res of responses) {
        expect(res.status).toBe(200);
        expect(res.text).not.toContain(secret.slice(6));
      }
      expect(responses[3]!.text).toContain('webhook.create');
      const audit = await api
        .db()
        .query<Record<string, unknown>>("SELECT * FROM audit_log WHERE entity LIKE 'webhook/%'");
      expect(audit.map((a) => a.action)).toEqual(
        expect.arrayContaining(['webhook.create', 'webhook.update', 'webhook.redeliver']),
      );
      expect(JSON.stringify(audit)).not.toContain(secret.slice(6));
    });

    it('deletes a webhook with its log, audited', async () => {
      const res = await api.as('admin', 'DELETE', `${base()}/${webhook.id}`);
      expect(res.status, res.text).toBe(200);
      expectProblem(await api.as('engineer', 'GET', `${base()}/${webhook.id}`), 404);
      const rows = await api
        .db()
        .query('SELECT id FROM webhook_deliveries WHERE webhook_id = ?', [webhook.id]);
      expect(rows).toHaveLength(0);
      const [last] = await api
        .db()
        .query<{ action: string }>(
          'SELECT action FROM audit_log WHERE entity = ? ORDER BY id DESC LIMIT 1',
          [`webhook/${webhook.id}`],
        );
      expect(last!.action).toBe('webhook.delete');
    });
  },
  { env: { TOOL_ALLOWED_HOSTS: '127.0.0.1' } },
);
