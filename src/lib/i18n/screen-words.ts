import { useCallback } from 'react';
import { useLanguage, type Language } from './language-store';
import { fillMessage, type DictionaryOf, type Plural } from './plural';

/**
 * The words of one screen's sentences and hints, in both languages, shipped with the screen's
 * own chunk instead of the catalogs: the English catalog is in the first chunk, whose size the
 * first screen's budget caps. Field labels stay in the catalogs, so a problem shown away from
 * its form still names the field as the form does (field-label-keys.ts).
 */
export interface ScreenWords<D extends Record<string, string | Plural>> {
  en: D;
  'zh-CN': DictionaryOf<D>;
}

type Params = Record<string, string | number>;

export type ScreenTranslate<D> = <K extends keyof D & string>(
  key: K,
  ...params: D[K] extends string ? [params?: Params] : [params: Params & { count: number }]
) => string;

/** A screen word in `language`, its `{name}` placeholders filled as `translate` fills them. */
export function screenWord<D extends Record<string, string | Plural>>(
  words: ScreenWords<D>,
  language: Language,
  key: keyof D & string,
  params?: Params,
): string {
  const message = (words[language] as Record<string, string | Plural>)[key] ?? words.en[key]!;
  return fillMessage(language, message, params);
}

/** `useT` for a screen's own words. */
export function useScreenT<D extends Record<string, string | Plural>>(
  words: ScreenWords<D>,
): ScreenTranslate<D> {
  const language = useLanguage();
  return useCallback<ScreenTranslate<D>>(
    (key, ...[params]) => screenWord(words, language, key, params),
    [words, language],
  );
}
