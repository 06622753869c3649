import { useCallback, useMemo } from 'react';
import { ApiError } from '../../../lib/api-client';
import type { FieldProblem } from '../../../lib/diagnostic-message';
import { standingProblems } from '../../../lib/standing-problems';
import type { EntityEditor } from './use-entity-editor';
import { problemsAt } from '../model/entity-location';

/**
 * The problems to show at a field: the draft check's (as you type) and, after a refused
 * save, the server's entries whose pointer is the field or below it (the server may know
 * what the browser cannot, e.g. a shop id that does not exist) while the field still holds
 * what was refused. Each field says them with its own label.
 */
export type FieldErrors = (rel: string, exact?: boolean) => FieldProblem[];

/** The refused save's problems that still stand (a fixed field's are gone). */
export function useServerProblems(editor: EntityEditor<unknown>): FieldProblem[] {
  const { saveError, refused, value } = editor;
  return useMemo(
    () =>
      saveError instanceof ApiError
        ? standingProblems(saveError.problem.errors ?? [], refused, value)
        : [],
    [saveError, refused, value],
  );
}

export function useFieldErrors(editor: EntityEditor<unknown>): FieldErrors {
  const { diagnostics } = editor;
  const server = useServerProblems(editor);
  return useCallback(
    (rel: string, exact = false) => {
      const under = (pointer: string) =>
        pointer === rel || (!exact && pointer.startsWith(rel + '/'));
      const mine = problemsAt(diagnostics, rel, exact);
      const theirs = server.filter((e) => under(e.pointer));
      // The same problem from both sides is said once.
      const seen = new Set(mine.map((p) => `${p.pointer} ${p.code}`));
      return [...mine, ...theirs.filter((p) => !seen.has(`${p.pointer} ${p.code}`))];
    },
    [diagnostics, server],
  );
}
