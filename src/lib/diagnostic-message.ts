import {
  DIAGNOSTIC_CODES,
  fromPointer,
  registeredCode,
  type Diagnostic,
  type DiagnosticParams,
} from '../harness';
import type { Language } from './i18n/language-store';
import { diagnosticsEn, type DiagnosticTexts, type TextBase } from './i18n/diagnostics-en';
import { diagnosticsZhCN } from './i18n/diagnostics-zh-cn';

const TEXTS: Record<Language, DiagnosticTexts> = { en: diagnosticsEn, 'zh-CN': diagnosticsZhCN };

/** The field a pointer names, as a reader calls it: `"price"`, `"allowedTools" item 2`. */
function fieldName(pointer: string, texts: DiagnosticTexts): string {
  const parts = fromPointer(pointer);
  const last = parts.at(-1);
  if (last === undefined) return texts.fieldRoot;
  const label = (key: string) => texts.fieldNamed(texts.fieldNames?.[key] ?? key);
  if (/^\d+$/.test(last) && parts.length > 1) {
    return texts.fieldItem(label(parts.at(-2)!), Number(last) + 1);
  }
  return label(last);
}

/** Whether every param the code always carries is there (an older server may send none). */
function complete(code: keyof typeof DIAGNOSTIC_CODES, params: DiagnosticParams): boolean {
  const names: readonly string[] = DIAGNOSTIC_CODES[code];
  return names.every((n) => n.endsWith('?') || params[n] !== undefined);
}

/**
 * A core diagnostic in the reader's language: the catalog's template for its `code`, filled
 * from its `params`. Shown with the core's English `message` beside it (a tooltip), which
 * stays the reference for support and logs. A code the catalog does not know, or params it
 * cannot fill the template with, get the generic sentence with the core's message.
 */
export function diagnosticMessage(d: Diagnostic, lang: Language): string {
  const texts = TEXTS[lang];
  const base: TextBase = { field: fieldName(d.pointer, texts), code: d.code, core: d.message };
  const code = registeredCode(d.code);
  if (code === undefined || !complete(code, d.params)) return texts.fallback(base);
  // The registry ties each code to its params; complete() checked the ones it always has.
  const template = texts.codes[code] as (p: DiagnosticParams & TextBase) => string;
  return template({ ...d.params, ...base });
}

/** Whether a code is one of the core's diagnostics (an API error may carry other codes). */
export function isDiagnosticCode(code: string): boolean {
  return registeredCode(code) !== undefined;
}

/**
 * An error the server listed (`{ pointer, code, message, params }`) in the reader's language
 * when it is a core diagnostic; any other error keeps the server's words.
 */
export function apiErrorMessage(
  e: { pointer: string; code: string; message: string; params?: DiagnosticParams },
  lang: Language,
): string {
  return isDiagnosticCode(e.code)
    ? diagnosticMessage({ ...e, params: e.params ?? {}, severity: 'error' }, lang)
    : e.message;
}

/**
 * A turn's `error` event (preview, test run) in the reader's language: `turn.<code>` filled
 * from its params; the server's English when it sent none (an older server).
 */
export function turnErrorMessage(
  e: { code: string; message: string; params?: DiagnosticParams },
  lang: Language,
): string {
  const code = `turn.${e.code}`;
  if (!e.params || !isDiagnosticCode(code)) return e.message;
  return diagnosticMessage({ ...e, code, params: e.params, pointer: '', severity: 'error' }, lang);
}
