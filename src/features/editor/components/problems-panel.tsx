import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { focusField } from '../../../lib/field-id';
import { diagnosticMessage, pointerName } from '../../../lib/diagnostic-message';
import { labelAt, useFieldLabels } from '../../../lib/field-labels';
import { useLanguage, useT } from '../../../lib/i18n';
import { useDraftDiagnostics } from '../hooks/use-draft-diagnostics';
import { entityHref } from '../model/entity-routes';
import type { LocatedDiagnostic } from '../model/entity-location';
import { useEditorStore } from '../store/editor-store';
import { relatedPlaces } from '../model/related-places';
import { RelatedLinks } from './related-links';
import { SuiteProblemItem } from './suite-problem-item';

interface Props {
  harnessId: string;
  /** The entity on screen: its problems jump to the field without navigating. */
  current?: { kind: string; key: string };
}

/**
 * Every problem of the draft (unsaved edits included) and of its test cases against it;
 * choosing one jumps to its field; one involving another place links that too.
 */
export function ProblemsPanel({ harnessId, current }: Props) {
  const t = useT();
  const navigate = useNavigate();
  const check = useDraftDiagnostics(harnessId);
  const open = useEditorStore((s) => s.problemsOpen);
  const setOpen = useEditorStore((s) => s.setProblemsOpen);
  const heading = useRef<HTMLHeadingElement>(null);
  const language = useLanguage();
  const labels = useFieldLabels();

  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open]);

  if (!open) return null;
  const list = check?.diagnostics ?? [];
  const suite = check?.suite ?? [];
  const places = (related?: string[]) => relatedPlaces(harnessId, check?.entities ?? [], related);

  const here = (d: LocatedDiagnostic) =>
    current && d.kind === current.kind && d.key === current.key;
  // The entity on screen names its fields by their labels; others by the catalog's names.
  const fieldOf = (d: LocatedDiagnostic) => (here(d) ? labelAt(labels, d.rel) : undefined);
  const jump = (d: LocatedDiagnostic) => {
    if (current && d.kind === current.kind && d.key === current.key) focusField(d.rel);
    else navigate(entityHref(harnessId, d.kind, d.key, d.rel || '/'));
  };

  return (
    <aside
      className="problems-panel"
      aria-labelledby="problems-title"
      onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
    >
      <div className="problems-head">
        <h2 id="problems-title" ref={heading} tabIndex={-1}>
          {t('problems.title', { count: list.length + suite.length })}
        </h2>
        <button type="button" onClick={() => setOpen(false)}>
          {t('common.close')}
        </button>
      </div>
      {list.length + suite.length === 0 ? (
        <p className="muted">{t('problems.none')}</p>
      ) : (
        <ul className="problems-list">
          {list.map((d, i) => (
            <li key={`${d.pointer}-${d.code}-${i}`} className={`problem problem-${d.severity}`}>
              <button type="button" onClick={() => jump(d)}>
                <span className="problem-severity">{t(`problems.${d.severity}`)}</span>
                <span
                  className="problem-message"
                  title={d.core !== d.message ? d.core : undefined}
                  data-code={d.code}
                >
                  {fieldOf(d)
                    ? diagnosticMessage({ ...d, message: d.core }, language, fieldOf(d))
                    : d.message}
                </span>
                <span className="problem-where">
                  {t(`kind.${d.kind}`)}{' '}
                  {d.kind !== 'prompt' && d.kind !== 'preferences' ? d.key : ''}{' '}
                  <span title={d.rel || '/'}>
                    {fieldOf(d)?.label ?? pointerName(d.pointer, language)}
                  </span>
                </span>
              </button>
              <RelatedLinks places={places(d.related)} current={current} />
            </li>
          ))}
          {suite.map((d, i) => (
            <SuiteProblemItem key={`${d.pointer}-${i}`} problem={d} places={places(d.related)} />
          ))}
        </ul>
      )}
    </aside>
  );
}
