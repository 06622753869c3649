import type { Migration } from './migration';

// A redelivery asked for while an attempt is in flight is remembered here; the
// attempt, once recorded, queues the delivery again at once instead of overwriting the ask.
export const webhookRedelivery: Migration = {
  version: 20,
  name: 'webhook-redelivery',
  up: () => ['ALTER TABLE webhook_deliveries ADD COLUMN redeliver_at TEXT'],
};
