import { activePromotions } from '../compile/promotions';
import { quotableFigures } from '../pricing';
import type { HarnessDocument } from '../schema/document';
import {
  liveContextSchema,
  type ParsedLiveContext,
  type ProductContext,
} from '../schema/live-context';
import type { Promotion } from '../schema/promotion';
import { zonedTimeToEpoch } from '../zoned-time';
import type { ExpectationInput } from './expectation-schema';
import type { GeneratedFrom, PromotionMoment } from './generated-from';
import { knownProducts } from '../pricing/known-products';
import { testCaseSchema, type TestCase } from './schema';

/**
 * Why an enabled promotion yields no case (or only its `inside` one, for `id_taken`):
 * - `product_unknown`: no fixture answer and no case's screen shows a product it covers;
 * - `price_unchanged`: one unit of that product costs the same with it (a threshold above
 *   the price, a coupon's minimum spend...), so asking the price tests nothing of it;
 * - `window_unreadable`: its window cannot be read in its time zone, or ends before it starts;
 * - `id_taken`: a stored case already has the generated case's id.
 */
export type PromotionCaseSkip =
  'product_unknown' | 'price_unchanged' | 'window_unreadable' | 'id_taken';

export interface GeneratedCase {
  testCase: TestCase;
  generated: GeneratedFrom;
}

export interface SkippedPromotion {
  promotionId: string;
  reason: PromotionCaseSkip;
}

export interface PromotionCases {
  cases: GeneratedCase[];
  skipped: SkippedPromotion[];
}

const MINUTE_MS = 60_000;
const MAX_ID = 64;

const QUESTION = { 'zh-CN': '现在多少钱？', en: 'How much is it now?' } as const;

const figureText = (value: number) => String(value);
const unique = (values: readonly string[]) => [...new Set(values)];

/** FNV-1a, base 36: keeps a long promotion id's case id unique within the id limit. */
function shortHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

/** Derived from the promotion id alone, so runs of two versions compare case by case. */
export function promotionCaseId(promotionId: string, moment: PromotionMoment): string {
  const id = `promo-${promotionId}-${moment}`;
  if (id.length <= MAX_ID) return id;
  const hash = shortHash(promotionId);
  const room = MAX_ID - `promo--${hash}-${moment}`.length;
  return `promo-${promotionId.slice(0, room).replace(/-+$/, '')}-${hash}-${moment}`;
}

/** A known product the promotion covers: the first of its ids, of its categories, or any. */
function productFor(p: Promotion, products: ReadonlyMap<string, ProductContext>) {
  const all = [...products.values()];
  if (p.scope.kind === 'all') return all[0];
  if (p.scope.kind === 'products')
    return p.scope.ids.map((id) => products.get(id)).find((x) => x !== undefined);
  return all.find((x) => x.category !== '' && p.scope.ids.includes(x.category));
}

/** A viewer the promotion is for: its first viewer kind, a member with its first tier. */
function viewerFor(p: Promotion) {
  const kind = p.eligibility.viewers[0] ?? 'new';
  const tier = kind === 'member' ? p.eligibility.memberTiers[0] : undefined;
  return tier === undefined ? { kind } : { kind, memberTier: tier };
}

/** Prices one unit sells at with these promotions in force (checkout's final prices). */
function unitPrices(product: ProductContext, active: readonly Promotion[], promotionId?: string) {
  return quotableFigures(product, active)
    .filter((f) => f.kind === 'price' && (!promotionId || f.promotionIds.includes(promotionId)))
    .map((f) => f.value);
}

function nameOf(doc: HarnessDocument, p: Promotion, moment: PromotionMoment, said: string[]) {
  const zh = doc.preferences.language === 'zh-CN';
  const name =
    moment === 'inside'
      ? zh
        ? `「${p.name}」期间报 ${said.join(' 或 ')}`
        : `${p.name}: quotes ${said.join(' or ')} inside its window`
      : zh
        ? `「${p.name}」结束后不再报 ${said.join('、')}`
        : `${p.name}: no ${said.join(', ')} after it ends`;
  return Array.from(name).slice(0, 200).join('');
}

function buildCase(
  doc: HarnessDocument,
  p: Promotion,
  moment: PromotionMoment,
  context: ParsedLiveContext,
  said: string[],
  expectations: ExpectationInput[],
): TestCase {
  return testCaseSchema.parse({
    id: promotionCaseId(p.id, moment),
    name: nameOf(doc, p, moment, said),
    tags: ['generated', 'promotion', p.type],
    conversation: [{ role: 'user', content: QUESTION[doc.preferences.language] }],
    context,
    expectations,
  });
}

type Outcome = { cases: GeneratedCase[] } | { skip: PromotionCaseSkip };

function casesFor(
  doc: HarnessDocument,
  p: Promotion,
  products: ReadonlyMap<string, ProductContext>,
): Outcome {
  const product = productFor(p, products);
  if (!product) return { skip: 'product_unknown' };
  const { start, end, timeZone } = p.window;
  const from = zonedTimeToEpoch(start, timeZone);
  const to = zonedTimeToEpoch(end, timeZone);
  if (!(to > from)) return { skip: 'window_unreadable' };
  const at = (ms: number) =>
    liveContextSchema.parse({ product, viewer: viewerFor(p), now: new Date(ms).toISOString() });
  // A minute in, as a viewer arriving after the start would ask; half of a shorter window.
  const inside = at(from + Math.min(MINUTE_MS, Math.floor((to - from) / 2)));
  const quoted = unique(
    unitPrices(product, activePromotions(doc, inside), p.id)
      .filter((v) => v !== product.price)
      .map(figureText),
  );
  if (quoted.length === 0) return { skip: 'price_unchanged' };
  const from1 = (moment: PromotionMoment) => ({ promotionId: p.id, moment });
  const cases: GeneratedCase[] = [
    {
      testCase: buildCase(doc, p, 'inside', inside, quoted, [
        { type: 'reply_contains', values: quoted },
      ]),
      generated: from1('inside'),
    },
  ];
  // The window's end is exclusive: a minute past it the promotion's price is over.
  const after = at(to + MINUTE_MS);
  const afterActive = activePromotions(doc, after);
  const afterTexts = quotableFigures(product, afterActive).map((f) => figureText(f.value));
  // Never ask a reply to avoid a figure a right answer contains (299 holds 29; 250g holds 25).
  const never = quoted.filter(
    (q) => !afterTexts.some((t) => t.includes(q)) && !product.name.includes(q),
  );
  if (never.length > 0) {
    const prices = unique(unitPrices(product, afterActive).map(figureText));
    cases.push({
      testCase: buildCase(doc, p, 'after', after, never, [
        { type: 'reply_not_contains', values: never },
        { type: 'reply_contains', values: prices },
      ]),
      generated: from1('after'),
    });
  }
  return { cases };
}

/**
 * The cases each enabled promotion yields on its product (promotion-cases in
 * docs/harness-format.md): a viewer asks the price a minute into the window and the host
 * must quote what checkout makes of one unit with the promotion (`quotableFigures` over the
 * promotions active then, for a viewer it is for); a minute after the window ends the host
 * must not quote that price any more, and must quote one that applies then. The product
 * comes from the harness's fixtures or a stored case's screen (`knownProducts`). Pure: the
 * same document and cases give the same cases, with ids derived from the promotion ids.
 */
export function promotionCases(
  doc: HarnessDocument,
  stored: readonly TestCase[] = [],
): PromotionCases {
  const products = knownProducts(
    doc,
    stored.flatMap((c) => (c.context.product ? [c.context.product] : [])),
  );
  const taken = new Set(stored.map((c) => c.id));
  const out: PromotionCases = { cases: [], skipped: [] };
  for (const p of doc.promotions) {
    if (!p.enabled) continue;
    const outcome = casesFor(doc, p, products);
    if ('skip' in outcome) {
      out.skipped.push({ promotionId: p.id, reason: outcome.skip });
      continue;
    }
    const free = outcome.cases.filter((c) => !taken.has(c.testCase.id));
    if (free.length < outcome.cases.length)
      out.skipped.push({ promotionId: p.id, reason: 'id_taken' });
    out.cases.push(...free);
  }
  return out;
}

/** Whether the harness runs its promotions' cases with its suite (`settings.promotionCases`). */
export const runsPromotionCases = (doc: Pick<HarnessDocument, 'settings'>): boolean =>
  doc.settings.promotionCases === true;
