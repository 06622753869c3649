import type { HarnessDocument } from '../schema/document';
import { PROVIDED_VARIABLES } from '../schema/live-context';
import type { PromptSection } from '../schema/prompt';
import { extractVariables } from '../template';

/**
 * How often a variable's text changes during a live stream, least first: with one version
 * (and one shop), with the product on screen, or on (almost) every turn. An inference
 * server's prefix cache reuses a prompt up to the first character that changed, so this
 * decides what may sit early in the prompt (docs/harness-format.md, "Prompt layout").
 */
export const VOLATILITIES = ['version', 'product', 'turn'] as const;
export type Volatility = (typeof VOLATILITIES)[number];

const RANK: Record<Volatility, number> = { version: 0, product: 1, turn: 2 };

export const moreVolatile = (a: Volatility, b: Volatility): Volatility =>
  RANK[a] >= RANK[b] ? a : b;

/**
 * Each provided variable, from what its resolver (variables.ts) reads. `promotions` is
 * listed at its least and refined per harness by `promotionsVolatility`.
 */
export const PROVIDED_VOLATILITY: Readonly<Record<string, Volatility>> = {
  'product.id': 'product',
  'product.name': 'product',
  'product.price': 'product',
  'product.listPrice': 'product',
  'product.category': 'product',
  // The live room sends the stock with every turn, and it falls as the product sells.
  'product.stock': 'turn',
  'product.highlights': 'product',
  'product.specs': 'product',
  'viewer.nickname': 'turn',
  'viewer.kind': 'turn',
  'viewer.memberTier': 'turn',
  'shop.id': 'version',
  'shop.name': 'version',
  'preferences.tone': 'version',
  'preferences.language': 'version',
  'preferences.greeting': 'version',
  'preferences.forbiddenTopics': 'version',
  'preferences.discountFloor': 'version',
  'preferences.brandTerms': 'version',
  'preferences.maxReplyChars': 'version',
  // Changes when a window opens or closes, and says whether each applies to this product.
  promotions: 'product',
  comments: 'turn',
  // The shop's wall clock to the minute.
  now: 'turn',
  bannedWords: 'version',
};

/**
 * `{{promotions}}` lists the promotions open now, but only those the viewer on this turn may
 * use (promotions.ts, isEligible), with "applies to this product" for a scoped one
 * (describe-promotion.ts): per turn when an enabled promotion is limited to some viewers,
 * else per product. Even with none scoped it changes with the time (a window opens or
 * closes), so it never belongs in the prefix kept for the whole stream.
 */
export function promotionsVolatility(doc: HarnessDocument): Volatility {
  for (const p of doc.promotions) {
    if (!p.enabled) continue;
    const { viewers, memberTiers } = p.eligibility;
    const limited =
      new Set(viewers).size < 3 || (memberTiers.length > 0 && viewers.includes('member'));
    if (limited) return 'turn';
  }
  return 'product';
}

/**
 * A variable's volatility in this harness. Declared variables (`service.hotline`) take their
 * default per version; a caller that sends them in every live context changes them per turn,
 * which the studio cannot see. Unknown names render empty, so they never change.
 */
export function variableVolatility(doc: HarnessDocument, name: string): Volatility {
  if (name === 'promotions') return promotionsVolatility(doc);
  return Object.hasOwn(PROVIDED_VOLATILITY, name)
    ? (PROVIDED_VOLATILITY[name] as Volatility)
    : 'version';
}

/** The most volatile variable a section's body uses (`version` when it uses none). */
export function sectionVolatility(doc: HarnessDocument, section: PromptSection): Volatility {
  let out: Volatility = 'version';
  for (const { name } of extractVariables(section.body)) {
    out = moreVolatile(out, variableVolatility(doc, name));
    if (out === 'turn') break;
  }
  return out;
}

/** Every provided variable with its volatility in this harness, in PROVIDED_VARIABLES order. */
export function volatilityTable(doc: HarnessDocument): { name: string; volatility: Volatility }[] {
  return PROVIDED_VARIABLES.map((name) => ({ name, volatility: variableVolatility(doc, name) }));
}
