import { error, fromPointer, type Diagnostic } from '../diagnostics';
import { friendlyErrors } from '../error-messages';
import { issuesToDiagnostics } from '../parse';
import { testCaseSchema, type TestCase } from './schema';

/** A diagnostic of an imported suite: where in the suite (pointer) and in the file (1-based line). */
export interface SuiteDiagnostic extends Diagnostic {
  line: number | null;
}

export interface SuiteImport {
  /** No error diagnostics: the whole file can be taken as the suite. */
  ok: boolean;
  /** The cases that are valid, in file order (a duplicate id keeps the first). */
  cases: TestCase[];
  diagnostics: SuiteDiagnostic[];
}

/** A case as read from the file, before its shape is checked. */
export interface RawCase {
  value: unknown;
  /** Its position in the file (`/cases/<index>`); default: its position in the list. */
  index?: number;
  /** The line of a pointer inside this case (pointer relative to the case). */
  lineOf: (path: readonly PropertyKey[]) => number | null;
}

// A garbage file must not produce a megabyte of diagnostics.
const MAX_DIAGNOSTICS = 200;

export function capDiagnostics(list: SuiteDiagnostic[]): SuiteDiagnostic[] {
  if (list.length <= MAX_DIAGNOSTICS) return list;
  const more = list.length - MAX_DIAGNOSTICS;
  const last = {
    ...error('', 'suite.too_many_problems', `…and ${more} more problems.`, { more }),
    line: null,
  };
  return [...list.slice(0, MAX_DIAGNOSTICS), last];
}

/** Checks each case's shape and that ids are unique; pointers are `/cases/<n>/...`. */
export function collectCases(raw: readonly RawCase[], prior: SuiteDiagnostic[] = []): SuiteImport {
  const diagnostics = [...prior];
  const cases: TestCase[] = [];
  const firstIndex = new Map<string, number>();
  raw.forEach(({ value, lineOf, index }, position) => {
    const i = index ?? position;
    const parsed = testCaseSchema.safeParse(value, { error: friendlyErrors });
    if (!parsed.success) {
      for (const d of issuesToDiagnostics(parsed.error.issues, ['cases', i])) {
        const path = fromPointer(d.pointer).slice(2);
        diagnostics.push({ ...d, line: lineOf(path) });
      }
      return;
    }
    const first = firstIndex.get(parsed.data.id);
    if (first !== undefined) {
      const params = { id: parsed.data.id, first: first + 1 };
      const message = `The id "${params.id}" is already used by case ${params.first}; this case is skipped.`;
      diagnostics.push({
        ...error(`/cases/${i}/id`, 'suite.duplicate_id', message, params),
        line: lineOf(['id']),
      });
      return;
    }
    firstIndex.set(parsed.data.id, i);
    cases.push(parsed.data);
  });
  const ok = !diagnostics.some((d) => d.severity === 'error');
  // File order reads best; a stable sort keeps a line's problems in pointer order.
  diagnostics.sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity));
  return { ok, cases, diagnostics: capDiagnostics(diagnostics) };
}
