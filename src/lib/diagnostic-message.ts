import { fromPointer, type Diagnostic } from '../harness';
import { GENERIC, RULES, STRICT_PROBLEMS } from './diagnostic-patterns';
import type { Language } from './i18n/language-store';
import {
  diagnosticsEn,
  type DiagnosticParams,
  type DiagnosticTextKey,
  type DiagnosticTexts,
} from './i18n/diagnostics-en';
import { diagnosticsZhCN } from './i18n/diagnostics-zh-cn';

const TEXTS: Record<Language, DiagnosticTexts> = { en: diagnosticsEn, 'zh-CN': diagnosticsZhCN };

/** The field a pointer names, as a reader calls it: `"price"`, `"allowedTools" item 2`. */
function fieldName(pointer: string, texts: DiagnosticTexts): string {
  const parts = fromPointer(pointer);
  const last = parts.at(-1);
  if (last === undefined) return texts['field:root']({});
  const label = (key: string) => texts['field:named']({ name: texts.fieldNames?.[key] ?? key });
  if (/^\d+$/.test(last) && parts.length > 1) {
    return texts['field:item']({ name: label(parts.at(-2)!), index: String(Number(last) + 1) });
  }
  return label(last);
}

/** Values parsed out of the English text, translated where they are words themselves. */
function localize(key: string, params: DiagnosticParams, texts: DiagnosticTexts): DiagnosticParams {
  const out = { ...params };
  if (key === 'schema.invalid_type:expected' && out.expected) {
    const typeKey = `type:${out.expected}` as DiagnosticTextKey;
    if (typeKey in texts) out.expected = texts[typeKey]({});
  }
  if (out.others) {
    const m = /^(?<list>.*) and (?<n>\d+) more$/s.exec(out.others);
    if (m?.groups) out.others = texts['more:others'](m.groups);
  }
  const oneOf =
    key === 'tool.invalid_schema:meta' &&
    /^must be one of (?<options>.*)$/s.exec(out.problem ?? '');
  if (oneOf) out.problem = texts['meta:oneOf'](oneOf.groups ?? {});
  if (key === 'tool.strict_incompatible' && out.problem) {
    for (const [problemKey, pattern] of STRICT_PROBLEMS) {
      const m = pattern.exec(out.problem);
      if (m) {
        out.problem = texts[problemKey](m.groups ?? {});
        break;
      }
    }
  }
  return out;
}

/**
 * A core diagnostic in the reader's language, keyed by its `code`. Shown with the core's
 * English `message` beside it (a tooltip), which stays the reference for support and logs.
 */
export function diagnosticMessage(d: Diagnostic, lang: Language): string {
  const texts = TEXTS[lang];
  const base = { field: fieldName(d.pointer, texts), code: d.code, core: d.message };
  for (const [variant, pattern] of RULES[d.code] ?? []) {
    const m = pattern.exec(d.message);
    if (!m) continue;
    const key = (variant ? `${d.code}:${variant}` : d.code) as DiagnosticTextKey;
    if (!(key in texts)) break;
    return texts[key](localize(key, { ...m.groups, ...base }, texts));
  }
  if (GENERIC.has(d.code)) return texts[d.code as DiagnosticTextKey](base);
  return texts.fallback(base);
}

/** Whether a code is one of the core's diagnostics (an API error may carry other codes). */
export function isDiagnosticCode(code: string): boolean {
  return code in RULES || GENERIC.has(code) || code.startsWith('schema.');
}

/**
 * An error the server listed (`{ pointer, code, message }`) in the reader's language when it
 * is a core diagnostic; any other error keeps the server's words.
 */
export function apiErrorMessage(
  e: { pointer: string; code: string; message: string },
  lang: Language,
): string {
  return isDiagnosticCode(e.code)
    ? diagnosticMessage({ ...e, severity: 'error' }, lang)
    : e.message;
}
