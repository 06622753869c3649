import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../db/testing/describe-each-database';
import { newHarness } from '../../db/testing/harness-fixtures';
import type { Db } from '../../db/db';
import { AddressPolicy } from '../../runtime/tools/address-policy';
import { createVersion } from '../versions/version-store';
import { moveLabel } from '../labels/label-store';
import { rollBack } from '../experiments/rollback';
import type { ReleaseEventType } from '../../../src/harness';
import type { GuardrailStatus } from '../../../src/harness/experiments';
import { emitReleaseEvent } from './emit-event';
import { createWebhook, listDeliveries, redeliver } from './webhook-store';
import { WebhookDispatcher } from './webhook-dispatcher';
import { eventually, startReceiver, verified } from './webhook-testing';

// Loopback receivers are reached the way tool bindings reach allowed hosts.
const loopback = new AddressPolicy({ allowPrivate: false, allowedHosts: ['127.0.0.1'] });

describeEachDatabase('webhook dispatcher', (getDb, database) => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let harnessId = '';
  beforeAll(async () => {
    receiver = await startReceiver();
    harnessId = (await newHarness(getDb())).id;
  });
  afterAll(() => receiver.close());

  const hook = (path: string, events: ReleaseEventType[] = ['schedule.fired']) =>
    createWebhook(getDb(), harnessId, {
      url: receiver.url(path),
      description: path,
      events,
      actor: 'alice',
    });
  const emit = (data: Record<string, unknown>, type: ReleaseEventType = 'schedule.fired') =>
    getDb().transaction((tx) => emitReleaseEvent(tx, { harnessId, type, data }));
  const dispatcher = (db: Db = getDb(), retryDelaysMs = [20, 20, 20, 20]) =>
    new WebhookDispatcher(db, loopback, { pollMs: 0, retryDelaysMs, timeoutMs: 2_000 });
  /** Runs passes until every delivery of `webhookId` is settled. */
  const drain = (d: WebhookDispatcher, webhookId: number) =>
    eventually(async () => {
      await d.runOnce();
      const page = await listDeliveries(getDb(), harnessId, webhookId, { limit: 100 });
      return page.items.every((x) => x.state !== 'pending') && page.items;
    });

  it('retries with backoff: fails 3 times, delivered on the 4th, signature verified', async () => {
    const { webhook, secret } = await hook('/retry');
    let calls = 0;
    receiver.answer((r) => (r.path === '/retry' && ++calls <= 3 ? 500 : 200));
    await emit({ scheduleId: 1 });
    const [delivery] = await drain(dispatcher(), webhook.id);
    expect(delivery!.state).toBe('delivered');
    expect(delivery!.attempts.map((a) => a.status)).toEqual([500, 500, 500, 200]);
    expect(delivery!.attempts[0]!.error).toContain('HTTP 500');
    const got = receiver.at('/retry');
    expect(got).toHaveLength(4);
    expect(new Set(got.map((r) => r.headers['webhook-id']))).toEqual(
      new Set([delivery!.messageId]),
    );
    expect(verified(secret, got[3]!)).toMatchObject({
      type: 'schedule.fired',
      data: { scheduleId: 1 },
    });
    expect(() => verified(`whsec_${Buffer.alloc(24, 1).toString('base64')}`, got[3]!)).toThrow();
  });

  it('keeps order per webhook: the second waits until the first is delivered', async () => {
    const { webhook } = await hook('/order');
    let firstTries = 0;
    receiver.answer((r) =>
      r.path === '/order' && r.body.includes('"n":1') && ++firstTries <= 2 ? 503 : 200,
    );
    await emit({ n: 1 });
    await emit({ n: 2 });
    await drain(dispatcher(), webhook.id);
    const seen = receiver.at('/order').map((r) => [JSON.parse(r.body).data.n, r.status]);
    expect(seen).toEqual([
      [1, 503],
      [1, 503],
      [1, 200],
      [2, 200],
    ]);
  });

  it('gives up after the last retry; the next one then goes', async () => {
    const { webhook } = await hook('/give-up');
    receiver.answer((r) => (r.path === '/give-up' && r.body.includes('"n":1') ? 500 : 200));
    await emit({ n: 1 });
    await emit({ n: 2 });
    const items = await drain(dispatcher(getDb(), [10, 10]), webhook.id);
    const [second, first] = items;
    expect(first!.state).toBe('failed');
    expect(first!.attempts).toHaveLength(3);
    expect(first!.nextAttemptAt).toBeNull();
    expect(second!.state).toBe('delivered');
  });

  it('two instances send each message once', async () => {
    const { webhook } = await hook('/two');
    receiver.answer(() => 200);
    for (let n = 1; n <= 6; n++) await emit({ n });
    const other = await database.openAnother();
    const a = dispatcher();
    const b = dispatcher(other);
    await eventually(async () => {
      await Promise.all([a.runOnce(), b.runOnce()]);
      const page = await listDeliveries(getDb(), harnessId, webhook.id, { limit: 100 });
      return page.items.every((x) => x.state === 'delivered');
    });
    const got = receiver.at('/two').map((r) => JSON.parse(r.body).data.n);
    expect(got).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('checks the address again when sending', async () => {
    const { webhook } = await hook('/refused');
    await emit({ n: 1 });
    const strict = new AddressPolicy({ allowPrivate: false, allowedHosts: [] });
    const d = new WebhookDispatcher(getDb(), strict, { pollMs: 0, retryDelaysMs: [60_000] });
    await d.runOnce();
    const page = await listDeliveries(getDb(), harnessId, webhook.id, {});
    expect(page.items[0]!.attempts[0]).toMatchObject({ status: null });
    expect(page.items[0]!.attempts[0]!.error).toContain('internal address');
    expect(receiver.at('/refused')).toHaveLength(0);
  });

  it('counts a hung receiver and a redirect as failed attempts', async () => {
    const { webhook } = await hook('/hang');
    const answers = [0, 302];
    receiver.answer((r) => (r.path === '/hang' ? (answers.shift() ?? 200) : 200));
    await emit({ n: 1 });
    const d = new WebhookDispatcher(getDb(), loopback, {
      pollMs: 0,
      retryDelaysMs: [10, 10],
      timeoutMs: 200,
    });
    const [delivery] = await drain(d, webhook.id);
    expect(delivery!.attempts.map((a) => [a.status, a.error])).toEqual([
      [null, 'No answer within 200 ms.'],
      [302, 'Answered a redirect (HTTP 302); redirects are not followed.'],
      [200, null],
    ]);
  });

  it('leaves a leased delivery alone until its lease runs out', async () => {
    const { webhook } = await hook('/leased');
    receiver.answer(() => 200);
    await emit({ n: 1 });
    const future = new Date(Date.now() + 60_000).toISOString();
    await getDb().run('UPDATE webhook_deliveries SET leased_until = ? WHERE webhook_id = ?', [
      future,
      webhook.id,
    ]);
    // (The harness's other webhooks get this event too; only this one's delivery is leased.)
    await dispatcher().runOnce();
    expect(receiver.at('/leased')).toHaveLength(0);
    // The instance that held it died: its lease ran out, another sends it.
    const past = new Date(Date.now() - 1_000).toISOString();
    await getDb().run('UPDATE webhook_deliveries SET leased_until = ? WHERE webhook_id = ?', [
      past,
      webhook.id,
    ]);
    const [delivery] = await drain(dispatcher(), webhook.id);
    expect(delivery!.state).toBe('delivered');
    expect(receiver.at('/leased')).toHaveLength(1);
  });

  it('honours a redelivery asked for while an attempt is in flight: sent again after it, once', async () => {
    const { webhook } = await hook('/race');
    await emit({ n: 'race' });
    const [queued] = (await listDeliveries(getDb(), harnessId, webhook.id, { limit: 1 })).items;
    let asked: Promise<unknown> | null = null;
    receiver.answer((r) => {
      if (r.path !== '/race') return 200;
      // The first attempt hangs (and times out) while someone asks for a redelivery.
      if (asked) return 200;
      asked = redeliver(getDb(), harnessId, webhook.id, queued!.id, 'alice');
      return 0;
    });
    // A long backoff: without the ask, the next attempt would be a minute away.
    const d = new WebhookDispatcher(getDb(), loopback, {
      pollMs: 0,
      retryDelaysMs: [60_000, 60_000],
      timeoutMs: 500,
    });
    const [done] = await drain(d, webhook.id);
    await asked;
    expect(done!.state).toBe('delivered');
    expect(done!.attempts.map((a) => a.status)).toEqual([null, 200]);
    // One attempt after the other: the second started once the first had timed out.
    expect(receiver.at('/race')).toHaveLength(2);
    const [first, second] = done!.attempts;
    expect(Date.parse(second!.at)).toBeGreaterThanOrEqual(Date.parse(first!.at) + 500);
    const [row] = await getDb().query<{ redeliver_at: string | null }>(
      'SELECT redeliver_at FROM webhook_deliveries WHERE id = ?',
      [done!.id],
    );
    expect(row!.redeliver_at).toBeNull();
  });

  it('sends only what the webhook subscribed to, and nothing for a disabled one', async () => {
    const { webhook } = await hook('/only-missed', ['schedule.missed']);
    await emit({ n: 1 }, 'schedule.fired');
    await emit({ n: 2 }, 'schedule.missed');
    const page = await listDeliveries(getDb(), harnessId, webhook.id, {});
    expect(page.items.map((d) => d.type)).toEqual(['schedule.missed']);
  });

  it("queues 'guardrail.rollback' in the rollback's transaction", async () => {
    const db = getDb();
    const h = await newHarness(db);
    const { webhook } = await createWebhook(db, h.id, {
      url: receiver.url('/rollback'),
      description: '',
      events: ['guardrail.rollback'],
      actor: 'alice',
    });
    await createVersion(db, h.id, { message: 'one', actor: 'alice' });
    await createVersion(db, h.id, { message: 'two', actor: 'alice' });
    await moveLabel(db, h.id, 'staging', {
      version: 1,
      split: { version: 2, percent: 50 },
      reason: 'A/B',
      actor: 'alice',
    });
    const breach = {
      guardrail: { kind: 'error_rate', maxIncrease: 0.05 },
      estimate: 0.2,
      low: 0.1,
      high: 0.3,
      breached: true,
      summary: 'Errors rose by 20 points.',
    } as GuardrailStatus;
    const window = {
      harnessId: h.id,
      label: 'staging',
      control: 1,
      treatment: 2,
      percent: 50,
      experimentId: null,
      salt: null,
      phases: [],
      design: {},
      guardrails: [breach.guardrail],
      startedAt: new Date().toISOString(),
      endedAt: null,
      endedBy: null,
    };
    const rolled = await rollBack(db, window, [breach]);
    expect(rolled).not.toBeNull();
    // A second look finds the split gone: no second rollback, no second event.
    expect(await rollBack(db, window, [breach])).toBeNull();
    const page = await listDeliveries(db, h.id, webhook.id, {});
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      type: 'guardrail.rollback',
      payload: {
        type: 'guardrail.rollback',
        data: {
          label: 'staging',
          version: 1,
          fromSplit: { version: 2, percent: 50 },
          moveId: rolled!.moveId,
          breaches: [{ kind: 'error_rate', summary: 'Errors rose by 20 points.' }],
        },
      },
    });
  });
});
