import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { entityId } from './names';
import { formatHint } from './format-hints';
import { shopScopeSchema } from './shop';

const LOCAL_DATE_TIME =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

export const timeZoneSchema = z.string().refine(isTimeZone, {
  error: 'Choose a time zone such as Asia/Shanghai.',
  params: { kind: 'timeZone', example: 'Asia/Shanghai' },
});

// Bounded, least recently used out first: made-up zone names cannot push out real ones.
const knownZones = new LRUCache<string, boolean>({ max: 1_000 });

/** Cached: building an Intl formatter per promotion made large harnesses parse slowly. */
export function isTimeZone(zone: string): boolean {
  let known = knownZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      known = zone.length > 0;
    } catch {
      known = false;
    }
    knownZones.set(zone, known);
  }
  return known;
}

/** Wall-clock times in the shop's time zone, as merchants think of them. */
export const promotionWindowSchema = z.strictObject({
  start: z
    .string()
    .regex(
      LOCAL_DATE_TIME,
      formatHint(
        { kind: 'localTime', example: '2026-12-12T20:00' },
        'Write the start as 2026-12-12T20:00.',
      ),
    ),
  end: z
    .string()
    .regex(
      LOCAL_DATE_TIME,
      formatHint(
        { kind: 'localTime', example: '2026-12-12T22:00' },
        'Write the end as 2026-12-12T22:00.',
      ),
    ),
  timeZone: timeZoneSchema,
});

export const VIEWER_KINDS = ['new', 'returning', 'member'] as const;

export const promotionScopeSchema = z.strictObject({
  kind: z.enum(['all', 'products', 'categories']),
  ids: z.array(z.string().min(1).max(64)).max(1000).default([]),
});

const money = z.number().positive('Use an amount above 0.').max(1_000_000);

const promotionBase = z.strictObject({
  id: entityId,
  name: z.string().min(1, 'Give the promotion a name.').max(200),
  scope: promotionScopeSchema,
  window: promotionWindowSchema,
  /** exclusive: cannot combine with any other promotion on the same items. */
  stacking: z.enum(['exclusive', 'stackable']).default('stackable'),
  eligibility: z
    .strictObject({
      viewers: z
        .array(z.enum(VIEWER_KINDS))
        .min(1)
        .default([...VIEWER_KINDS]),
      memberTiers: z.array(z.string().min(1).max(32)).max(20).default([]),
    })
    .default({ viewers: [...VIEWER_KINDS], memberTiers: [] }),
  quota: z
    .strictObject({
      total: z.int().positive().optional(),
      perViewer: z.int().positive().optional(),
    })
    .default({}),
  enabled: z.boolean().default(true),
  /** On a base harness: the shops this campaign reaches (absent: every shop). */
  shops: shopScopeSchema.optional(),
});

export const thresholdPromotionSchema = promotionBase.extend({
  type: z.literal('threshold'),
  /** Spend at least this much... */
  threshold: money,
  /** ...and this much comes off. */
  discount: money,
});

export const couponPromotionSchema = promotionBase.extend({
  type: z.literal('coupon'),
  code: z
    .string()
    .regex(
      /^[A-Z0-9_-]{3,32}$/,
      formatHint({ kind: 'code', range: '3-32' }, 'Use 3-32 capital letters, digits, "_" or "-".'),
    ),
  amount: money,
  minSpend: z.number().min(0).max(1_000_000).default(0),
});

export const flashSalePromotionSchema = promotionBase.extend({
  type: z.literal('flash_sale'),
  price: money,
});

export const percentagePromotionSchema = promotionBase.extend({
  type: z.literal('percentage'),
  percentOff: z.number().gt(0, 'Use a percentage above 0.').lt(100, 'Use a percentage below 100.'),
});

export const promotionSchema = z.discriminatedUnion(
  'type',
  [
    thresholdPromotionSchema,
    couponPromotionSchema,
    flashSalePromotionSchema,
    percentagePromotionSchema,
  ],
  { error: 'Choose a promotion type: threshold, coupon, flash_sale or percentage.' },
);

export type PromotionWindow = z.infer<typeof promotionWindowSchema>;
export type Promotion = z.infer<typeof promotionSchema>;
export type PromotionType = Promotion['type'];
