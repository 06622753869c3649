import type { FieldProblem } from './diagnostic-message';
import { isApiError } from './api-client';

/**
 * The fields a refusal names, by pointer prefix (`/at`, `/url`), for a form to say each at its
 * field; what it names nowhere on the form is said as a notice. Shared by the features' forms.
 */
export function serverProblems(error: unknown) {
  const errors: FieldProblem[] = isApiError(error) ? (error.problem.errors ?? []) : [];
  const at = (prefix: string) =>
    errors.filter((e) => e.pointer === prefix || e.pointer.startsWith(`${prefix}/`));
  /** Whether the refusal said anything beyond the fields in `shown`. */
  const elsewhere = (shown: readonly string[]) =>
    !!error &&
    (errors.length === 0 ||
      errors.some((e) => !shown.some((p) => e.pointer === p || e.pointer.startsWith(`${p}/`))));
  return { at, elsewhere };
}
