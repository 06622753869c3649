import type { HarnessDocument } from '../schema/document';
import type { ParsedLiveContext } from '../schema/live-context';
import { describePromotion, noPromotionLine } from './describe-promotion';
import { formatNumber, joinList, oneLine } from './format';
import { formatWallClock, parseInstant } from './instant';
import { activePromotions } from './promotions';
import { structuredValue } from './structured-value';

type Resolver = (doc: HarnessDocument, context: ParsedLiveContext) => string;

const optionalNumber = (n: number | undefined) => (n === undefined ? '' : formatNumber(n));
const lines = (items: readonly string[]) => items.map(oneLine).join('\n');
const language = (doc: HarnessDocument) => doc.preferences.language;

/** How each provided variable is rendered; every name in PROVIDED_VARIABLES has an entry. */
const PROVIDED: Record<string, Resolver> = {
  'product.id': (_d, c) => c.product?.id ?? '',
  'product.name': (_d, c) => c.product?.name ?? '',
  'product.price': (_d, c) => optionalNumber(c.product?.price),
  'product.listPrice': (_d, c) => optionalNumber(c.product?.listPrice),
  'product.category': (_d, c) => c.product?.category ?? '',
  'product.stock': (_d, c) => optionalNumber(c.product?.stock),
  'product.highlights': (d, c) => joinList(c.product?.highlights ?? [], language(d)),
  'product.specs': (d, c) =>
    structuredValue(d, 'specs', Object.entries(c.product?.specs ?? {}), c.product?.specs),
  'viewer.nickname': (_d, c) => c.viewer?.nickname ?? '',
  'viewer.kind': (_d, c) => c.viewer?.kind ?? '',
  'viewer.memberTier': (_d, c) => c.viewer?.memberTier ?? '',
  'shop.id': (d) => d.preferences.shopId,
  'shop.name': (d) => d.preferences.shopName,
  'preferences.tone': (d) => d.preferences.tone,
  'preferences.language': (d) => d.preferences.language,
  'preferences.greeting': (d) => d.preferences.greeting,
  'preferences.forbiddenTopics': (d) => joinList(d.preferences.forbiddenTopics, language(d)),
  'preferences.discountFloor': (d) => formatNumber(d.preferences.discountFloor),
  'preferences.brandTerms': (d) =>
    structuredValue(
      d,
      'brandTerms',
      d.preferences.brandTerms.map((b) => [b.term, b.note === '' ? undefined : b.note]),
      d.preferences.brandTerms,
    ),
  'preferences.maxReplyChars': (d) => formatNumber(d.preferences.maxReplyChars),
  promotions: (d, c) => {
    const active = activePromotions(d, c);
    if (active.length === 0) return noPromotionLine(language(d));
    const options = { language: language(d), shopZone: d.settings.timeZone, product: c.product };
    return active.map((p) => describePromotion(p, options)).join('\n');
  },
  comments: (_d, c) => lines(c.comments),
  // The shop's wall clock: a small model should not have to convert from UTC itself.
  now: (d, c) => {
    if (c.now === undefined) return '';
    const ms = parseInstant(c.now);
    return (Number.isNaN(ms) ? null : formatWallClock(ms, d.settings.timeZone)) ?? c.now;
  },
  bannedWords: (d) => joinList(d.settings.bannedWords, language(d)),
};

/**
 * The value of every `{{name}}`: provided variables first, then the harness's declared
 * variables (context value, else default); anything else is empty. Each name is resolved
 * once per compile.
 */
export function createLookup(
  doc: HarnessDocument,
  context: ParsedLiveContext,
): (name: string) => string {
  const declared = new Map<string, string>();
  // The first declaration wins, as validation reports the later ones as duplicates.
  for (const v of doc.prompt.variables) if (!declared.has(v.name)) declared.set(v.name, v.default);
  const cache = new Map<string, string>();
  return (name) => {
    let value = cache.get(name);
    if (value === undefined) {
      const provided = Object.hasOwn(PROVIDED, name) ? PROVIDED[name] : undefined;
      if (provided) value = provided(doc, context);
      else if (declared.has(name)) {
        value = Object.hasOwn(context.variables, name)
          ? (context.variables[name] as string)
          : (declared.get(name) as string);
      } else value = '';
      cache.set(name, value);
    }
    return value;
  };
}
