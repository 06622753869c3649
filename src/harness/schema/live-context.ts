import { z } from 'zod';
import { VIEWER_KINDS } from './promotion';

/** The product on screen. */
export const productContextSchema = z.strictObject({
  id: z.string().min(1).max(64),
  name: z.string().min(1).max(200),
  price: z.number().min(0),
  listPrice: z.number().min(0).optional(),
  category: z.string().max(64).default(''),
  stock: z.int().min(0).optional(),
  highlights: z.array(z.string().max(200)).max(50).default([]),
  specs: z.record(z.string(), z.string()).default({}),
});

export const viewerContextSchema = z.strictObject({
  id: z.string().max(128).optional(),
  nickname: z.string().max(64).default(''),
  kind: z.enum(VIEWER_KINDS).default('new'),
  memberTier: z.string().max(32).optional(),
});

/** What the live room knows at the moment of a turn; compile fills `{{variables}}` from it. */
export const liveContextSchema = z.strictObject({
  product: productContextSchema.optional(),
  viewer: viewerContextSchema.optional(),
  /** ISO 8601 instant used to decide which promotions are active; defaults to none active. */
  now: z.iso.datetime({ offset: true }).optional(),
  /** Ids of promotions to treat as active regardless of their window (preview "what if"). */
  activePromotionIds: z.array(z.string()).max(200).optional(),
  /** A burst of recent viewer comments shown to the model as room atmosphere. */
  comments: z.array(z.string().max(500)).max(50).default([]),
  /** Values for variables the harness declares itself. */
  variables: z.record(z.string(), z.string()).default({}),
});

export type ProductContext = z.infer<typeof productContextSchema>;
export type ViewerContext = z.infer<typeof viewerContextSchema>;
export type LiveContext = z.input<typeof liveContextSchema>;
export type ParsedLiveContext = z.infer<typeof liveContextSchema>;

/** Every variable the runtime provides from the live context and the harness itself. */
export const PROVIDED_VARIABLES: readonly string[] = [
  'product.id',
  'product.name',
  'product.price',
  'product.listPrice',
  'product.category',
  'product.stock',
  'product.highlights',
  'product.specs',
  'viewer.nickname',
  'viewer.kind',
  'viewer.memberTier',
  'shop.id',
  'shop.name',
  'preferences.tone',
  'preferences.language',
  'preferences.greeting',
  'preferences.forbiddenTopics',
  'preferences.discountFloor',
  'preferences.brandTerms',
  'preferences.maxReplyChars',
  'promotions',
  'comments',
  'now',
  'bannedWords',
];
