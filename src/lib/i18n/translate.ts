import { useCallback } from 'react';
import { en, type MessageKey } from './en';
import { zhCN } from './zh-cn';
import { useLanguage, type Language } from './language-store';

export type { MessageKey };
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

const DICTIONARIES: Record<Language, Record<MessageKey, string>> = { en, 'zh-CN': zhCN };

/** `{name}` placeholders are replaced by params; a missing param stays visible. */
export function translate(
  language: Language,
  key: MessageKey,
  params?: Record<string, string | number>,
): string {
  const text = DICTIONARIES[language][key] ?? en[key] ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) =>
    params[name] === undefined ? m : String(params[name]),
  );
}

export function useT(): Translate {
  const language = useLanguage();
  return useCallback<Translate>((key, params) => translate(language, key, params), [language]);
}
