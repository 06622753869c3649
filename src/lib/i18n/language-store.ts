import { create } from 'zustand';

export const LANGUAGES = ['zh-CN', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

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

export const useLanguageStore = create<LanguageState>((set) => ({
  chosen: storedLanguage(),
  fallback: 'en',
  choose: (language) => {
    try {
      localStorage.setItem(STORAGE_KEY, language);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    set({ chosen: language });
  },
  setFallback: (fallback) => set({ fallback }),
}));

export function useLanguage(): Language {
  return useLanguageStore((s) => s.chosen ?? s.fallback);
}
