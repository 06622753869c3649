/**
 * Words result keys are made of, with readable synonyms a shop system might use instead.
 * A synonym must keep what the field means (a price stays a price, a stock count a count),
 * so a model that reads the keys it is given still finds the right figure.
 */
export const RESULT_KEY_SYNONYMS: Record<string, readonly string[]> = {
  price: ['cost', 'price_cny'],
  stock: ['inventory', 'units_in_stock'],
  status: ['state', 'availability'],
  name: ['title', 'label'],
  list: ['regular', 'original'],
  final: ['payable', 'net'],
  unit: ['each', 'per_item'],
  quantity: ['qty', 'count'],
  subtotal: ['gross', 'sum'],
  discounts: ['reductions', 'deductions'],
  discount: ['reduction', 'off'],
  promotions: ['offers', 'campaigns'],
  ships: ['dispatched', 'sent'],
  hours: ['hrs', 'h'],
  origin: ['region', 'provenance'],
  harvest: ['picked', 'harvest_time'],
  grade: ['tier', 'level'],
  highlights: ['features', 'selling_points'],
  note: ['remark', 'comment'],
  tip: ['hint', 'suggestion'],
  ends: ['expires', 'closes'],
  currency: ['currency_code', 'ccy'],
  saved: ['saving', 'savings'],
  threshold: ['spend_over', 'min_total'],
  amount: ['value', 'sum_off'],
  code: ['coupon_code', 'voucher'],
  product: ['item', 'goods'],
  stacking: ['combinable', 'stacks_with'],
  brewing: ['brew_guide', 'how_to_brew'],
  shelf: ['storage'],
  weight: ['mass'],
  message: ['text', 'msg'],
};

export type KeyStyle = 'synonyms' | 'camel' | 'synonyms-camel';
export const KEY_STYLES: readonly KeyStyle[] = ['synonyms', 'camel', 'synonyms-camel'];

const camel = (words: string[]) =>
  words.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join('');

/**
 * A key in a style; `pick` chooses among synonyms. Keys that are not snake_case ASCII words
 * (Chinese keys, camelCase already) keep their spelling and only get a synonym if whole.
 */
export function restyleKey(
  key: string,
  style: KeyStyle,
  pick: (options: readonly string[]) => string,
): string {
  if (!/^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/.test(key)) return key;
  let words = key.split('_');
  if (style !== 'camel') {
    words = words.flatMap((w) => {
      const options = RESULT_KEY_SYNONYMS[w];
      return options ? pick(options).split('_') : [w];
    });
  }
  return style === 'synonyms' ? words.join('_') : camel(words);
}
