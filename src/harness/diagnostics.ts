import { z } from 'zod';
import type { DiagnosticCode, ParamsArg } from './diagnostic-codes';

/**
 * The values a diagnostic's message names (ids, indexes, names, limits), by name, so a
 * reader in another language can say the same thing without parsing the English.
 */
export const diagnosticParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type DiagnosticParams = z.infer<typeof diagnosticParamsSchema>;

/**
 * One problem found in a harness, located by an RFC 6901 JSON pointer. `code` and `params`
 * are the contract (see DIAGNOSTIC_CODES); `message` is the English sentence for the CLI,
 * the API and logs.
 */
export const diagnosticSchema = z.object({
  pointer: z.string(),
  severity: z.enum(['error', 'warning']),
  code: z.string(),
  params: diagnosticParamsSchema,
  message: z.string(),
  /**
   * Other places the problem involves, as pointers into the harness document: the field
   * a promotion's name contradicts, the promotion a test case's price should match.
   */
  related: z.array(z.string()).optional(),
});
export type Diagnostic = z.infer<typeof diagnosticSchema>;

/** The diagnostic, also naming the other places it involves. */
export function withRelated(d: Diagnostic, pointers: readonly string[]): Diagnostic {
  return pointers.length > 0 ? { ...d, related: [...pointers] } : d;
}

/** RFC 6901: `~` becomes `~0`, `/` becomes `~1`. */
export function toPointer(path: readonly PropertyKey[]): string {
  return path.map((seg) => '/' + String(seg).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

export function fromPointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}

/** Params without the optional values a producer left undefined. */
function defined(params: Record<string, string | number | undefined> = {}): DiagnosticParams {
  const out: DiagnosticParams = {};
  for (const [k, v] of Object.entries(params)) if (v !== undefined) out[k] = v;
  return out;
}

/** A diagnostic with the params DIAGNOSTIC_CODES declares for its code. */
export function error<C extends DiagnosticCode>(
  pointer: string,
  code: C,
  message: string,
  ...[params]: ParamsArg<C>
): Diagnostic {
  return { pointer, severity: 'error', code, params: defined(params), message };
}

export function warning<C extends DiagnosticCode>(
  pointer: string,
  code: C,
  message: string,
  ...[params]: ParamsArg<C>
): Diagnostic {
  return { pointer, severity: 'warning', code, params: defined(params), message };
}

/** Pointer order with array indexes compared as numbers (`/skills/2` before `/skills/10`). */
export function comparePointers(a: string, b: string): number {
  const x = fromPointer(a);
  const y = fromPointer(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const p = x[i] as string;
    const q = y[i] as string;
    if (p === q) continue;
    const numeric = /^\d+$/.test(p) && /^\d+$/.test(q);
    if (numeric) return Number(p) - Number(q);
    return p < q ? -1 : 1;
  }
  return x.length - y.length;
}

/** Diagnostics in document order, so lists and tests are stable. */
export function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  return list.sort(
    (a, b) =>
      comparePointers(a.pointer, b.pointer) || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0),
  );
}
