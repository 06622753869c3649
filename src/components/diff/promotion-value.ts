import type { PromotionWindow } from '../../harness';
import { enumLabel } from '../../lib/enum-label';
import { documentFieldLabel } from '../../lib/field-label-keys';
import { formatYuan } from '../../lib/format-money';
import { translate, type Language, type MessageKey } from '../../lib/i18n';
import type { PluralKey } from '../../lib/i18n/translate';
import { promotionWindowText } from '../../lib/promotion-window-text';

/** A message without plural forms. */
type Word = Exclude<MessageKey, PluralKey>;

const MONEY = new Set(['/price', '/threshold', '/discount', '/amount', '/minSpend']);
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);

/** "5% off" / "9.5折": a percentage as each language says a discount. */
export function percentOffText(percent: number, language: Language): string {
  const round = (n: number) => String(Math.round(n * 100) / 100);
  return translate(language, 'diff.percentOff', {
    percent: round(percent),
    zhe: round((100 - percent) / 10),
  });
}

/** The label of a promotion's field (a path the core's `promotionFields` gives) in the reader's language. */
export function promotionFieldLabel(path: string, language: Language): string {
  const t = (key: Word) => translate(language, key);
  switch (path) {
    case '/eligibility/viewers':
      return t('promo.eligibility');
    case '/eligibility/memberTiers':
      return t('diff.memberTiers');
    case '/shops':
      return t('shops.scope');
    case '/enabled':
      return t('promoState.state');
    default:
      return documentFieldLabel(`/promotions/0${path}`, language)?.label ?? path.slice(1);
  }
}

/**
 * A promotion field's value as marketing ops read it: amounts in yuan, the window in the
 * harness's zone, stored values as words, scopes with their ids; nothing as a dash.
 */
export function promotionValueText(
  path: string,
  value: unknown,
  language: Language,
  timeZone: string | undefined,
): string {
  const t = (key: Word) => translate(language, key);
  const join = (items: string[]) => items.join(language === 'zh-CN' ? '、' : ', ');
  if (value === undefined || value === null || value === '') return '—';
  if (MONEY.has(path) && typeof value === 'number') return formatYuan(value);
  if (path === '/percentOff' && typeof value === 'number') return percentOffText(value, language);
  if (path === '/type') return enumLabel(language, 'promotionType', String(value));
  if (path === '/stacking') return t(value === 'exclusive' ? 'promo.exclusive' : 'promo.stackable');
  if (path === '/enabled') return t(value ? 'common.enabled' : 'promoState.disabled');
  if (path === '/eligibility/viewers')
    return join(strings(value).map((v) => enumLabel(language, 'viewer', v)));
  if (path === '/eligibility/memberTiers') {
    return strings(value).length ? join(strings(value)) : t('diff.anyTier');
  }
  if (path === '/window' && isRecord(value)) {
    const window = value as unknown as PromotionWindow;
    return promotionWindowText(window, timeZone ?? window.timeZone, language);
  }
  if (path === '/scope' && isRecord(value)) {
    if (value.kind === 'all') return t('promo.scope.all');
    const label = value.kind === 'products' ? t('promo.productIds') : t('promo.categoryIds');
    return `${label}: ${join(strings(value.ids))}`;
  }
  if (path === '/shops' && isRecord(value)) {
    if (value.kind === 'list') return `${t('shops.scopeList')}: ${join(strings(value.shops))}`;
    if (value.kind === 'tag') return `${t('shops.scopeTag')}: ${String(value.tag)}`;
    return t('shops.scope.all');
  }
  if (Array.isArray(value)) return join(strings(value));
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
