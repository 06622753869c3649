import { useCallback } from 'react';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/diagnostic-message';
import { useLanguage } from '../../../lib/i18n';
import type { EntityEditor } from './use-entity-editor';
import { messagesAt } from '../model/entity-location';

/**
 * The messages to show at a field: the draft check's (as you type) and, after a refused
 * save, the server's problem entries whose pointer is the field or below it (the server may
 * know what the browser cannot, e.g. a shop id that does not exist).
 */
export type FieldErrors = (rel: string, exact?: boolean) => string[];

export function useFieldErrors(editor: EntityEditor<unknown>): FieldErrors {
  const lang = useLanguage();
  const { diagnostics, saveError } = editor;
  return useCallback(
    (rel: string, exact = false) => {
      // `exact`: a list's own messages, not its items' (those show at each item).
      const under = (pointer: string) =>
        pointer === rel || (!exact && pointer.startsWith(rel + '/'));
      const mine = exact
        ? diagnostics.filter((d) => d.rel === rel).map((d) => d.message)
        : messagesAt(diagnostics, rel);
      const server =
        saveError instanceof ApiError
          ? (saveError.problem.errors ?? [])
              .filter((e) => under(e.pointer))
              .map((e) => apiErrorMessage(e, lang))
          : [];
      return [...new Set([...mine, ...server])];
    },
    [diagnostics, saveError, lang],
  );
}
