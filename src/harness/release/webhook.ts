import { z } from 'zod';

/** What a harness's outgoing webhooks may subscribe to (Standard Webhooks `type`). */
export const RELEASE_EVENT_TYPES = [
  'change_request.opened',
  'change_request.reviewed',
  'change_request.approved',
  'change_request.published',
  'change_request.failed',
  'schedule.fired',
  'schedule.failed',
  'schedule.missed',
  /** An end that found its label moved meanwhile (a later window, a hotfix): nothing moved. */
  'schedule.superseded',
  'guardrail.rollback',
] as const;
export const releaseEventTypeSchema = z.enum(RELEASE_EVENT_TYPES);
export type ReleaseEventType = z.infer<typeof releaseEventTypeSchema>;

/** A webhook as the API shows it: never its secret (given once, when created). */
export const webhookSchema = z.object({
  id: z.int(),
  harnessId: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(releaseEventTypeSchema),
  enabled: z.boolean(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

const webhookFields = z.strictObject({
  url: z.url({ protocol: /^https?$/ }).max(2000),
  description: z.string().max(500),
  events: z
    .array(releaseEventTypeSchema)
    .min(1)
    .refine((e) => new Set(e).size === e.length, 'Name each event once.'),
});

export const createWebhookBody = webhookFields.extend({
  description: webhookFields.shape.description.default(''),
});

/** Only what is sent changes (no defaults here: an absent description stays as it is). */
export const updateWebhookBody = webhookFields.partial().extend({
  enabled: z.boolean().optional(),
});

/** 201: the webhook and its signing secret (`whsec_...`), shown this once. */
export const createdWebhookSchema = z.object({ webhook: webhookSchema, secret: z.string() });

export const DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;

export const deliveryAttemptSchema = z.object({
  at: z.string(),
  /** The receiver's HTTP status (null: no answer: refused, timed out...). */
  status: z.int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number(),
});

export const webhookDeliverySchema = z.object({
  id: z.int(),
  webhookId: z.int(),
  /** The Standard Webhooks `webhook-id`: the same on every attempt and redelivery. */
  messageId: z.string(),
  type: releaseEventTypeSchema,
  payload: z.unknown(),
  state: z.enum(DELIVERY_STATES),
  attempts: z.array(deliveryAttemptSchema),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
