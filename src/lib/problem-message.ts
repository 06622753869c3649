import { ApiError } from './api-client';
import { enumLabel, type EnumKind } from './enum-label';
import { en } from './i18n/en';
import { translate, type Language } from './i18n';

/** A sentence for the reader, and the server's own English when that says more (a tooltip). */
export interface ProblemText {
  text: string;
  english?: string;
}

const STATUSES = new Set([400, 401, 403, 404, 409, 412, 413, 422, 428, 429, 500, 502, 503, 504]);

const percent = (share: unknown) =>
  typeof share === 'number' ? `${Math.round(share * 1000) / 10}%` : undefined;

/** Params that are stored enum values (`scheduled`), said as the reader's word for them. */
const ENUM_PARAMS: Readonly<Record<string, Readonly<Record<string, EnumKind>>>> = {
  'change_request.state': { state: 'changeRequestState' },
  'change_request.not_approved': { state: 'changeRequestState' },
};

/** The values a problem's code names, from the problem's own members (RFC 9457 extensions). */
function codeParams(
  code: string,
  problem: Record<string, unknown>,
  lang: Language,
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(problem)) {
    if (typeof v === 'string' || typeof v === 'number') out[k] = v;
  }
  for (const [k, kind] of Object.entries(ENUM_PARAMS[code] ?? {})) {
    if (typeof out[k] === 'string') out[k] = enumLabel(lang, kind, out[k]);
  }
  // Shares are said as percentages, as the gate's own sentences do.
  const threshold = percent(problem.threshold);
  const rate = percent(problem.passRate);
  if (threshold) out.threshold = threshold;
  if (rate) out.rate = rate;
  return out;
}

/** The catalog's sentence for a problem code, when it has one and the problem fills it. */
function codeText(
  code: unknown,
  problem: Record<string, unknown>,
  lang: Language,
): string | undefined {
  if (typeof code !== 'string') return undefined;
  const key = `problem.code.${code}`;
  if (!(key in en)) return undefined;
  const text = translate(lang, key as 'problem.code.suite.empty', codeParams(code, problem, lang));
  // A param the server did not send (an older server) leaves its name: use its own words.
  return /\{\w+\}/.test(text) ? undefined : text;
}

/**
 * A refusal at one field (422 `errors`, no code of its own) said where no field shows it: the
 * catalog's sentence for that field's code. Several, or a core diagnostic (said with its
 * field's name by the form), keep the status's sentence.
 */
function onlyFieldText(errors: unknown, lang: Language): string | undefined {
  if (!Array.isArray(errors) || errors.length !== 1) return undefined;
  const e: unknown = errors[0];
  if (typeof e !== 'object' || e === null) return undefined;
  const { code, params } = e as { code?: unknown; params?: unknown };
  const given = typeof params === 'object' && params !== null ? params : {};
  return codeText(code, given as Record<string, unknown>, lang);
}

/**
 * A coded refusal (the gate's `gate.*`, `suite.empty`...) in the reader's language. In English
 * the server's detail is the message (it is written for these readers and says more); in
 * another language the catalog's sentence, the English kept as the tooltip.
 */
export function refusalMessage(
  refusal: { code?: unknown; detail?: string } & Record<string, unknown>,
  lang: Language,
): ProblemText {
  const english = refusal.detail ?? '';
  if (lang === 'en' && english) return { text: english };
  const text = codeText(refusal.code, refusal, lang);
  return text ? { text, english: english || undefined } : { text: english };
}

/**
 * Why a request failed, for the reader: a coded problem from the catalog, else what its
 * status means, in the reader's language; the server's English detail as the tooltip (in
 * English, the detail itself). A failure to reach the server says so.
 */
export function problemMessage(error: unknown, lang: Language): ProblemText {
  if (error instanceof ApiError) {
    const problem = error.problem;
    const detail = problem.detail || problem.title || '';
    const coded = codeText(problem.code, problem, lang) ?? onlyFieldText(problem.errors, lang);
    if (lang === 'en' && detail) return { text: detail };
    if (coded) return { text: coded, english: detail || undefined };
    const text = STATUSES.has(problem.status)
      ? translate(lang, `problem.status.${problem.status}` as 'problem.status.400')
      : translate(lang, 'problem.other', { status: problem.status });
    return { text, english: detail || undefined };
  }
  // fetch() rejects with a TypeError when the server cannot be reached at all.
  if (error instanceof TypeError && /fetch|network|load failed/i.test(error.message)) {
    return { text: translate(lang, 'problem.network'), english: error.message };
  }
  if (error instanceof Error) return { text: error.message };
  return { text: '' };
}
