import { isApiError } from '../../../lib/api-client';
import type { OverlayProblem } from '../types';

/**
 * The fields a refused overlay save names, relative to the overlay: the API points into
 * the request body (`/overlay/promotions/0/window`) and says each problem's layer; a
 * problem of the base is not the merchant's to fix at a field, so it is left for the notice.
 */
export function overlayProblems(error: unknown): OverlayProblem[] {
  if (!isApiError(error) || (error.status !== 400 && error.status !== 422)) return [];
  return (error.problem.errors ?? [])
    .filter((e) => (e as { layer?: string }).layer !== 'base')
    .map((e) => ({ ...e, pointer: e.pointer.replace(/^\/overlay(?=\/|$)/, '') }));
}

/** The problems the base has (shown as a notice: only ops and engineers can fix them). */
export function baseProblems(error: unknown): OverlayProblem[] {
  if (!isApiError(error)) return [];
  return (error.problem.errors ?? []).filter((e) => (e as { layer?: string }).layer === 'base');
}

/** Exactly the problems at `pointer`. */
export function problemsAt(problems: readonly OverlayProblem[], pointer: string): OverlayProblem[] {
  return problems.filter((p) => p.pointer === pointer);
}
