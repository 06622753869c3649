import { forwardRef, type ReactNode } from 'react';
import {
  fieldMessageEnglish,
  fieldMessageText,
  type FieldProblem,
} from '../../lib/diagnostic-message';
import { focusField, focusFirstField } from '../../lib/field-id';
import { labelAt, useFieldLabels } from '../../lib/field-labels';
import { useLanguage, useT } from '../../lib/i18n';
import { ErrorNotice } from './async-state';

/**
 * Problems listed away from their fields (a refused save's notice): each names its field by
 * the label on screen, in the reader's language, and choosing one goes to the field.
 */
export function ProblemList({ problems }: { problems: readonly FieldProblem[] }) {
  const language = useLanguage();
  const labels = useFieldLabels();
  const said = problems.map((p) => {
    const field = labelAt(labels, p.pointer);
    const text = fieldMessageText(p, language, field ?? {});
    const named =
      field && !text.includes(field.label)
        ? `${field.label}${language === 'zh-CN' ? '：' : ': '}${text}`
        : text;
    return { pointer: p.pointer, text: named, english: fieldMessageEnglish(p, text) };
  });
  return (
    <ul className="problem-links">
      {said.map((p, i) => (
        <li key={`${p.pointer}-${i}`}>
          <button
            type="button"
            className="link-button"
            title={p.english}
            onClick={() => focusField(p.pointer)}
          >
            {p.text}
          </button>
        </li>
      ))}
    </ul>
  );
}

interface RefusedProps {
  title: string;
  error: unknown;
  /** The refusal's problems that still stand (a field fixed since has none). */
  problems: readonly FieldProblem[];
  /** More the form says about the refusal (problems that are not the reader's fields). */
  children?: ReactNode;
}

/** A save the server refused: why, in the reader's words, and the fields still to fix. */
export const RefusedSave = forwardRef<HTMLDivElement, RefusedProps>(function RefusedSave(
  { title, error, problems, children },
  ref,
) {
  const t = useT();
  return (
    <ErrorNotice ref={ref} title={title} error={error}>
      {problems.length > 0 && (
        <>
          <p>{t('form.fieldsRefused', { count: problems.length })}</p>
          <ProblemList problems={problems} />
        </>
      )}
      {children}
    </ErrorNotice>
  );
});

/** Why Save waits, beside it (the button points here with aria-describedby). */
export function SaveBlocked({ id, fields }: { id: string; fields: number }) {
  const t = useT();
  if (fields === 0) return null;
  return (
    <span id={id} className="save-blocked" data-testid="save-blocked">
      {t('form.fixFirst', { count: fields })}
    </span>
  );
}

/** How many fields the problems name (several problems at one field count once). */
export function fieldCount(problems: readonly { pointer: string }[]): number {
  return new Set(problems.map((p) => p.pointer)).size;
}

/**
 * After a refused save: the first field still named is focused (scrolled to the middle of
 * the screen), else the notice itself, so the reason is never off-screen.
 */
export function showRefusal(
  problems: readonly { pointer: string }[],
  notice: HTMLElement | null,
): void {
  if (problems.length > 0 && focusFirstField(problems.map((p) => p.pointer))) return;
  notice?.scrollIntoView?.({ block: 'center' });
  notice?.focus({ preventScroll: true });
}
