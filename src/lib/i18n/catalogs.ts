import { en } from './en';
import type { Catalogs } from './catalog-shape';
import { diagnosticsEn } from './diagnostics-en';
import type { Language } from './languages';

// English is in the first bundle (the messages' types and every fallback come from it); the
// other language is its own chunk, so nobody downloads the language they do not read.
const loaded: Partial<Record<Language, Catalogs>> = {
  en: { messages: en, diagnostics: diagnosticsEn },
};
const loading = new Map<Language, Promise<void>>();

export function isLoaded(language: Language): boolean {
  return loaded[language] !== undefined;
}

/** The language's catalogs, or English's while it has not been loaded. */
export function catalogsOf(language: Language): Catalogs {
  return loaded[language] ?? loaded.en!;
}

/** Loads a language's catalogs once; resolves at once when they are there. */
export function loadCatalogs(language: Language): Promise<void> {
  if (loaded[language]) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = import('./zh-cn-catalogs').then(({ zhCNCatalogs }) => {
      loaded['zh-CN'] = zhCNCatalogs;
    });
    pending.catch(() => loading.delete(language)); // a failed chunk may be asked for again
    loading.set(language, pending);
  }
  return pending;
}
