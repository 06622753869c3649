import { create } from 'zustand';
import { isLoaded, loadCatalogs } from './catalogs';
import { LANGUAGES, type Language } from './languages';

export { LANGUAGES, type Language };

const STORAGE_KEY = 'hs-language';

function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : null;
  } catch {
    return null;
  }
}

interface LanguageState {
  /** What the person picked in the header; wins over the role default and is remembered. */
  chosen: Language | null;
  /** The default for who is signed in: Chinese for merchants, English otherwise. */
  fallback: Language;
  choose: (language: Language) => void;
  setFallback: (language: Language) => void;
}

// A language shows only once its catalogs are loaded (catalogs.ts), so a screen never
// flashes English first; of two overlapping requests for the same setting, the last wins.
const requested = { chosen: 0, fallback: 0 };
function whenLoaded(setting: keyof typeof requested, language: Language, apply: () => void): void {
  const ticket = ++requested[setting];
  if (isLoaded(language)) return apply();
  loadCatalogs(language).then(
    () => {
      if (ticket === requested[setting]) apply();
    },
    () => undefined, // the chunk failed to load: stay in the language shown
  );
}

export const useLanguageStore = create<LanguageState>((set) => ({
  chosen: storedLanguage(),
  fallback: 'en',
  choose: (language) => {
    try {
      localStorage.setItem(STORAGE_KEY, language);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    whenLoaded('chosen', language, () => set({ chosen: language }));
  },
  setFallback: (fallback) => whenLoaded('fallback', fallback, () => set({ fallback })),
}));

/** The language the page starts in, for loading its catalogs before the first render. */
export function startLanguage(): Language {
  const { chosen, fallback } = useLanguageStore.getState();
  return chosen ?? fallback;
}

export function useLanguage(): Language {
  const language = useLanguageStore((s) => s.chosen ?? s.fallback);
  return isLoaded(language) ? language : 'en';
}
