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

export function useEnumLabel(): (kind: EnumKind, value: string) => string {
  const language = useLanguage();
  return useCallback((kind, value) => enumLabel(language, kind, value), [language]);
}
