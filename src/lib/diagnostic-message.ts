import {
  DIAGNOSTIC_CODES,
  fromPointer,
  registeredCode,
  type Diagnostic,
  type DiagnosticParams,
} from '../harness';
import { documentFieldLabel } from './field-label-keys';
import { formatWallClock } from './format-date-time';
import type { Language } from './i18n/language-store';
import { en } from './i18n/en';
import { translate } from './i18n/translate';
import type { DiagnosticTexts, TextBase } from './i18n/diagnostics-en';
import { catalogsOf } from './i18n/catalogs';

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

/**
 * What a reader calls the field at a pointer when its on-screen label is not at hand (a list
 * of the whole draft's problems): `名称`, `allowedTools item 2`, no quotes.
 */
export function pointerName(pointer: string, lang: Language): string {
  const texts = catalogsOf(lang).diagnostics;
  return (
    documentFieldLabel(pointer, lang)?.label ??
    fieldName(pointer, { ...texts, fieldNamed: (name) => name })
  );
}

/** Params that are wall-clock times (`2026-12-12T20:00`): said in the language's one format. */
export const WALL_CLOCK_PARAMS: Readonly<Record<string, readonly string[]>> = {
  'promotion.window_reversed': ['start', 'end'],
};

function withTimes(d: Pick<Diagnostic, 'code' | 'params'>, lang: Language): DiagnosticParams {
  const names = WALL_CLOCK_PARAMS[d.code];
  if (!names) return d.params;
  const out = { ...d.params };
  for (const n of names) if (typeof out[n] === 'string') out[n] = formatWallClock(out[n], lang);
  return out;
}

/** Whether every param the code always carries is there (an older server may send none). */
function complete(code: keyof typeof DIAGNOSTIC_CODES, params: DiagnosticParams): boolean {
  const names: readonly string[] = DIAGNOSTIC_CODES[code];
  return names.every((n) => n.endsWith('?') || params[n] !== undefined);
}

/**
 * What the screen knows of the field a message is shown at: its on-screen label (used instead
 * of the catalog's name for the pointer) and, for a share typed as a percentage, the scale of
 * the number shown (a bound of 1 is said as 100).
 */
export interface FieldContext {
  label?: string;
  scale?: number;
}

const BOUND_KINDS = new Set(['value', 'above', 'below']);

/** A numeric bound said on the field's own scale, or undefined when none applies. */
function scaledBound(
  d: Pick<Diagnostic, 'code' | 'params'>,
  field: string,
  scale: number | undefined,
  lang: Language,
): string | undefined {
  const { kind, n } = d.params;
  if (!scale || scale === 1 || typeof n !== 'number' || !BOUND_KINDS.has(String(kind))) return;
  const side = d.code === 'schema.too_small' ? 'min' : d.code === 'schema.too_big' ? 'max' : '';
  if (!side) return;
  const shown = Math.round(n * scale * 1e6) / 1e6;
  // A bound of 0 reads the same on any scale: the schema's own sentence says it better.
  if (shown === n) return;
  const key = `bound.${side}.${String(kind)}` as 'bound.min.value';
  return translate(lang, key, { field, n: shown });
}

/**
 * A core diagnostic in the reader's language: the catalog's template for its `code`, filled
 * from its `params`. Shown with the core's English `message` beside it (a tooltip), which
 * stays the reference for support and logs. A code the catalog does not know, or params it
 * cannot fill the template with, get the generic sentence with the core's message. At a
 * field, `field` names it by its label and says bounds on its scale.
 */
export function diagnosticMessage(d: Diagnostic, lang: Language, at: FieldContext = {}): string {
  const texts = catalogsOf(lang).diagnostics;
  // Away from its field, an everyday form's field is still called by its on-screen label.
  const field = at.label ? at : (documentFieldLabel(d.pointer, lang) ?? {});
  const name = field.label ? texts.fieldNamed(field.label) : fieldName(d.pointer, texts);
  const bound = scaledBound(d, name, field.scale, lang);
  if (bound) return bound;
  const base: TextBase = { field: name, code: d.code, core: d.message };
  const code = registeredCode(d.code);
  if (code === undefined || !complete(code, d.params)) return texts.fallback(base);
  // The registry ties each code to its params; complete() checked the ones it always has.
  const template = texts.codes[code] as (p: DiagnosticParams & TextBase) => string;
  return template({ ...withTimes(d, lang), ...base });
}

/** A problem the server or the core names at a field (`pointer` relative to the form's value). */
export interface FieldProblem {
  pointer: string;
  code: string;
  /** The English the core or the server wrote: the tooltip, and the words of an unknown code. */
  message: string;
  params?: DiagnosticParams;
  /** A warning is said at the field but leaves it valid (Save does not wait for it). */
  severity?: 'error' | 'warning';
}

/** Whether a field's message makes it invalid: anything but a warning. */
export const isFieldError = (m: FieldMessage): boolean =>
  typeof m === 'string' || m.severity !== 'warning';

/** What a field shows: a ready sentence, or a problem said with the field's label. */
export type FieldMessage = string | FieldProblem;

/**
 * A message at a field in the reader's language: a core diagnostic from the catalogs, a
 * server-only code (`shop.unknown`) from the problem catalog, else the server's words.
 */
export function fieldMessageText(m: FieldMessage, lang: Language, field: FieldContext = {}) {
  if (typeof m === 'string') return m;
  if (isDiagnosticCode(m.code)) {
    return diagnosticMessage({ ...m, params: m.params ?? {}, severity: 'error' }, lang, field);
  }
  const key = `problem.code.${m.code}`;
  if (key in en) {
    const text = translate(lang, key as 'problem.code.shop.unknown', m.params);
    if (!/\{\w+\}/.test(text)) return text;
  }
  return m.message;
}

/** The English behind a message, when it says something the shown text does not (a tooltip). */
export function fieldMessageEnglish(m: FieldMessage, shown: string): string | undefined {
  return typeof m === 'string' || m.message === shown ? undefined : m.message;
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
