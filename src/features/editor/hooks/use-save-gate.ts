import { useEffect, useRef } from 'react';
import { fieldCount, showRefusal } from '../../../components/ui/form-problems';
import { isApiError } from '../../../lib/api-client';
import { hasUnparsableText } from '../model/json-text';
import type { EntityEditor } from './use-entity-editor';
import { useServerProblems } from './use-field-errors';

/**
 * Whether an entity may be saved now, and what stands in the way: text that does not parse,
 * the draft check's errors and a refusal's problems still standing at their fields.
 */
export function useSaveGate(editor: EntityEditor<unknown>, readOnly: boolean) {
  const ready = editor.status === 'ready';
  const blocked = hasUnparsableText(editor.texts);
  // Save waits while a field is wrong: the draft check's errors, and a refusal's still standing.
  const server = useServerProblems(editor);
  const wrong = [
    ...editor.diagnostics.filter((d) => d.severity === 'error').map((d) => ({ pointer: d.rel })),
    ...server,
  ];
  const wrongFields = fieldCount(wrong);
  const canSave =
    ready &&
    !readOnly &&
    editor.dirty &&
    !editor.saving &&
    !editor.conflict &&
    !blocked &&
    wrongFields === 0;
  // A refusal about fields only, all fixed since, has nothing left to say.
  const fieldRefusal =
    (isApiError(editor.saveError, 400) || isApiError(editor.saveError, 422)) &&
    (editor.saveError.problem.errors ?? []).length > 0;
  const showSaveError = editor.saveError != null && !(fieldRefusal && server.length === 0);
  const notice = useRef<HTMLDivElement>(null);
  const shownError = useRef<unknown>(null);
  useEffect(() => {
    // A new refusal is brought into view: its first field, else the notice.
    if (!editor.saveError || shownError.current === editor.saveError) return;
    shownError.current = editor.saveError;
    showRefusal(server, notice.current);
  }, [editor.saveError, server]);

  return { ready, blocked, server, wrong, wrongFields, canSave, showSaveError, notice };
}
