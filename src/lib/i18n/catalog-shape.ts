// The shape alone: the lazily loaded zh-CN chunk names it without importing the loader.
import type { DiagnosticTexts } from './diagnostics-en';
import type { en } from './en';
import type { DictionaryOf } from './plural';

/** A language's screen messages and diagnostic texts. */
export interface Catalogs {
  messages: DictionaryOf<typeof en>;
  diagnostics: DiagnosticTexts;
}
