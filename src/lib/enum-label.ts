import { useCallback } from 'react';
import { en } from './i18n/en';
import { translate, useLanguage, type Language, type MessageKey } from './i18n';

/**
 * Where each enum's words live in the catalogs: a stored value (`energetic`, `flash_sale`,
 * `label.move`) is shown as `<prefix><value>` in the reader's language, never raw.
 */
const PREFIXES = {
  tone: 'tone.',
  promotionType: 'enum.promotionType.',
  stacking: 'enum.stacking.',
  viewer: 'viewer.',
  role: 'role.',
  language: 'enum.language.',
  skillDisclosure: 'settings.disclosure.',
  auditAction: 'enum.action.',
  runStatus: 'tests.status.',
  /** How a turn ended: reply, blocked, step_limit... (traces and test trials). */
  turnOutcome: 'tests.outcome.',
  /** What an audit record touched: `promotion/x`, `shop/y`, `label/production`. */
  entityKind: 'enum.entity.',
  /** Change requests, their schedules and reviews. */
  changeRequestState: 'enum.requestState.',
  scheduleState: 'enum.scheduleState.',
  reviewVerdict: 'enum.verdict.',
} as const;

export type EnumKind = keyof typeof PREFIXES;

/** The value in words; a value the catalogs do not know yet stays as it is (said, not hidden). */
export function enumLabel(language: Language, kind: EnumKind, value: string): string {
  const key = `${PREFIXES[kind]}${value}`;
  return key in en ? translate(language, key as Exclude<MessageKey, PluralKeys>) : value;
}

type PluralKeys = {
  [K in MessageKey]: (typeof en)[K] extends string ? never : K;
}[MessageKey];

/**
 * An audit record's `kind/id` as words and the id: `促销 baicha-flash-sale`, `版本 v1`; a
 * record nested in another (`webhook/3/delivery/9`) names each: `Webhook 3 · 投递 9`.
 */
export function entityRefLabel(language: Language, ref: string): string {
  const delivery = /^webhook\/([^/]+)\/delivery\/([^/]+)$/.exec(ref);
  if (delivery) {
    return `${entityRefLabel(language, `webhook/${delivery[1]}`)} · ${enumLabel(language, 'entityKind', 'delivery')} ${delivery[2]}`;
  }
  const cut = ref.indexOf('/');
  const kind = cut < 0 ? ref : ref.slice(0, cut);
  const id = cut < 0 ? '' : ref.slice(cut + 1);
  if (!(`${PREFIXES.entityKind}${kind}` in en)) return ref;
  const word = enumLabel(language, 'entityKind', kind);
  return id ? `${word} ${kind === 'version' ? `v${id}` : id}` : word;
}

export function useEnumLabel(): (kind: EnumKind, value: string) => string {
  const language = useLanguage();
  return useCallback((kind, value) => enumLabel(language, kind, value), [language]);
}
