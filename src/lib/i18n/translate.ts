import { useCallback } from 'react';
import { en, type MessageKey } from './en';
import { catalogsOf } from './catalogs';
import { useLanguage, type Language } from './language-store';
import { fillMessage, type Plural } from './plural';

export type { MessageKey };

type Params = Record<string, string | number>;

/** Keys whose message has plural forms: they must be given a `count`. */
export type PluralKey = {
  [K in MessageKey]: (typeof en)[K] extends string ? never : K;
}[MessageKey];

type ParamsFor<K extends MessageKey> = K extends PluralKey
  ? [params: Params & { count: number }]
  : [params?: Params];

export type Translate = <K extends MessageKey>(key: K, ...params: ParamsFor<K>) => string;

/**
 * `{name}` placeholders are replaced by params; a missing param stays visible. A plural
 * message picks its form by `params.count` with the language's plural rules.
 */
export function translate<K extends MessageKey>(
  language: Language,
  key: K,
  ...[params]: ParamsFor<K>
): string {
  const message: string | Plural = catalogsOf(language).messages[key] ?? en[key] ?? key;
  return fillMessage(language, message, params);
}

export function useT(): Translate {
  const language = useLanguage();
  return useCallback<Translate>(
    (key, ...params) => translate(language, key, ...params),
    [language],
  );
}
