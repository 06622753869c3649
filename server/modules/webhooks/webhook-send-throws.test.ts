import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../db/testing/describe-each-database';
import { newHarness } from '../../db/testing/harness-fixtures';
import { AddressPolicy } from '../../runtime/tools/address-policy';
import { emitReleaseEvent } from './emit-event';
import { createWebhook, listDeliveries } from './webhook-store';
import { WebhookDispatcher } from './webhook-dispatcher';

// Sending can throw before any request leaves (here: a stored URL that no longer parses, as
// an older row or a hand edit may hold). That is a failed attempt like a refused connection:
// recorded, the lease released, retried by the policy and failed at its end.

const policy = new AddressPolicy({ allowPrivate: false, allowedHosts: ['127.0.0.1'] });

describeEachDatabase('a webhook whose send throws', (getDb) => {
  let harnessId = '';
  beforeAll(async () => {
    harnessId = (await newHarness(getDb())).id;
  });

  it('records each throw as a failed attempt, never leaves the delivery leased, then fails it', async () => {
    const db = getDb();
    const { webhook } = await createWebhook(db, harnessId, {
      url: 'http://127.0.0.1:9/hook',
      description: 'broken',
      events: ['schedule.fired'],
      actor: 'alice',
    });
    await db.run('UPDATE webhooks SET url = ? WHERE id = ?', ['http://[not a url', webhook.id]);
    await db.transaction((tx) =>
      emitReleaseEvent(tx, { harnessId, type: 'schedule.fired', data: { scheduleId: 1 } }),
    );
    // No wait between attempts: each pass makes the next one due at once.
    const dispatcher = new WebhookDispatcher(db, policy, { pollMs: 0, retryDelaysMs: [0, 0] });
    const leases = async () =>
      db.query<{ leased_until: string | null; state: string }>(
        'SELECT leased_until, state FROM webhook_deliveries WHERE webhook_id = ?',
        [webhook.id],
      );

    expect(await dispatcher.runOnce()).toBe(1);
    expect(await leases()).toEqual([{ leased_until: null, state: 'pending' }]);
    const first = await listDeliveries(db, harnessId, webhook.id, { limit: 10 });
    expect(first.items[0]!.attempts).toEqual([
      expect.objectContaining({ status: null, error: expect.stringMatching(/url/i) }),
    ]);

    expect(await dispatcher.runOnce()).toBe(1);
    expect(await dispatcher.runOnce()).toBe(1);
    expect(await dispatcher.runOnce()).toBe(0);
    expect(await leases()).toEqual([{ leased_until: null, state: 'failed' }]);
    const last = await listDeliveries(db, harnessId, webhook.id, { limit: 10 });
    expect(last.items[0]!.attempts).toHaveLength(3);
  });
});
