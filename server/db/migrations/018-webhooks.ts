import { serialId, type Migration } from './migration';

// Outgoing webhooks per harness (Standard Webhooks) and their deliveries. A
// delivery row is written in the transaction of the change it announces (an outbox), so an
// event is sent if and only if its change committed; instances take due rows with a lease.
export const webhooks: Migration = {
  version: 18,
  name: 'webhooks',
  up: (dialect) => [
    `CREATE TABLE webhooks (
      ${serialId(dialect)},
      harness_id TEXT NOT NULL REFERENCES harnesses(id),
      url TEXT NOT NULL,
      description TEXT NOT NULL DEFAULT '',
      events TEXT NOT NULL,
      secret TEXT NOT NULL,
      enabled INTEGER NOT NULL DEFAULT 1,
      created_by TEXT NOT NULL,
      created_at TEXT NOT NULL
    )`,
    'CREATE INDEX webhooks_by_harness ON webhooks (harness_id)',
    `CREATE TABLE webhook_deliveries (
      ${serialId(dialect)},
      webhook_id BIGINT NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
      harness_id TEXT NOT NULL,
      message_id TEXT NOT NULL,
      type TEXT NOT NULL,
      payload TEXT NOT NULL,
      state TEXT NOT NULL DEFAULT 'pending',
      attempts TEXT NOT NULL DEFAULT '[]',
      attempt_count INTEGER NOT NULL DEFAULT 0,
      next_attempt_at TEXT,
      leased_until TEXT,
      created_at TEXT NOT NULL
    )`,
    'CREATE INDEX webhook_deliveries_due ON webhook_deliveries (state, next_attempt_at)',
    'CREATE INDEX webhook_deliveries_by_webhook ON webhook_deliveries (webhook_id, id)',
  ],
};
