// The languages alone, so the catalogs can name them without importing the store that
// loads the catalogs.
export const LANGUAGES = ['zh-CN', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
