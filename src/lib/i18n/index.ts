export { LANGUAGES, useLanguage, useLanguageStore, type Language } from './language-store';
export { translate, useT, type MessageKey, type Translate } from './translate';
