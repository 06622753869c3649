import { useCallback, useEffect, useMemo, useRef } from 'react';
import { fieldCount, showRefusal } from '../../../components/ui/form-problems';
import { isApiError } from '../../../lib/api-client';
import { fieldMessageText, type FieldProblem } from '../../../lib/diagnostic-message';
import { labelAt, useFieldLabels } from '../../../lib/field-labels';
import { useLanguage } from '../../../lib/i18n';
import { standingProblems } from '../../../lib/standing-problems';
import { baseProblems, overlayProblems, problemsAt } from '../model/problems';
import type { Shop } from '../types';
import { useOverlayCheck } from './use-overlay-check';
import type { OverlayEditor } from './use-overlay-editor';

/**
 * What the overlay form says about its fields: the check as typed and a refused save's
 * problems that still stand (a field changed since has none), each at its field in the
 * reader's language with the field's label; how many fields keep Save waiting; and, after a
 * refusal, the first field to fix (or the notice) brought into view.
 */
export function useOverlayMessages(
  editor: OverlayEditor,
  base: unknown,
  shop: Pick<Shop, 'shopId' | 'name' | 'tags'> | undefined,
) {
  const language = useLanguage();
  const labels = useFieldLabels();
  const local = useOverlayCheck(editor.value, base, shop);
  const { saveError, refused: sent, value } = editor;
  const refused = useMemo(
    () => standingProblems(overlayProblems(saveError), sent, value),
    [saveError, sent, value],
  );
  const fromBase = useMemo(() => baseProblems(saveError), [saveError]);

  const at = useCallback(
    (pointer: string): string[] => {
      const mine = problemsAt(local, pointer);
      const seen = new Set(mine.map((p) => p.code));
      const theirs = problemsAt(refused, pointer).filter((p) => !seen.has(p.code));
      const field = labelAt(labels, pointer) ?? {};
      return [...mine, ...theirs].map((p) => fieldMessageText(p, language, field));
    },
    [local, refused, labels, language],
  );

  const wrong: FieldProblem[] = [...local, ...refused];
  // A refusal about the shop's fields only, all changed since, has nothing left to say.
  const fieldsOnly =
    (isApiError(saveError, 400) || isApiError(saveError, 422)) && fromBase.length === 0;
  const showNotice = saveError != null && !(fieldsOnly && refused.length === 0);

  const notice = useRef<HTMLDivElement>(null);
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (!saveError || shown.current === saveError) return;
    shown.current = saveError;
    showRefusal(refused, notice.current);
  }, [saveError, refused]);

  return { at, wrong, wrongFields: fieldCount(wrong), refused, fromBase, showNotice, notice };
}
