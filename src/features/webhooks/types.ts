// The webhook records as the API sends them: declared once in the core, read here by type
// (the api files parse each answer with the core's schemas).
import type { WebhookDelivery } from '../../harness/release';

export type { ReleaseEventType, Webhook, WebhookDelivery } from '../../harness/release';
export type { Actor } from '../../harness/roles';

/** One attempt of a delivery: when, the receiver's status (null: no answer), how long. */
export type DeliveryAttempt = WebhookDelivery['attempts'][number];
