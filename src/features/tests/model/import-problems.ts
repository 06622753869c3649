import { diagnosticParamsSchema, type DiagnosticParams } from '../../../harness';
import type { ApiProblem } from '../../../lib/api-client';

/** One problem of a refused suite file, where the reader can find it. */
export interface ImportProblem {
  /** 1-based line in the file, when the server knows it. */
  line: number | null;
  /** Where in the suite (`/cases/2/expectations/0`), without the request's `/text` prefix. */
  pointer: string;
  message: string;
  code: string;
  /** The values the message names, so it can be said in the reader's language. */
  params: DiagnosticParams;
}

interface Diagnostic {
  pointer?: unknown;
  severity?: unknown;
  code?: unknown;
  params?: unknown;
  message?: unknown;
  line?: unknown;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const paramsOf = (v: unknown) => diagnosticParamsSchema.safeParse(v).data ?? {};

/**
 * The problems of a refused import. The 422 carries `diagnostics` with file lines (errors
 * and warnings); `errors` (pointer under `/text`) is the fallback, and any other refusal
 * (a 400 on a field) is shown at its pointer.
 */
export function importProblems(problem: ApiProblem): ImportProblem[] {
  const diagnostics = Array.isArray(problem.diagnostics)
    ? (problem.diagnostics as Diagnostic[])
    : [];
  const errors = diagnostics.filter((d) => d && d.severity === 'error');
  if (errors.length > 0) {
    return errors.map((d) => ({
      line: typeof d.line === 'number' ? d.line : null,
      pointer: text(d.pointer),
      message: text(d.message),
      code: text(d.code),
      params: paramsOf(d.params),
    }));
  }
  return (problem.errors ?? []).map((e) => ({
    line: null,
    pointer: e.pointer.startsWith('/text') ? e.pointer.slice('/text'.length) : e.pointer,
    message: e.message,
    code: e.code,
    params: paramsOf(e.params),
  }));
}
