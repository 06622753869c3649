import { useState } from 'react';
import type { FieldChange } from '../../harness/diff';
import { TextDiff } from '../ui/code-editor';
import { useLanguage, useT } from '../../lib/i18n';
import { documentFieldLabel } from '../../lib/field-label-keys';

const isText = (v: unknown): v is string => typeof v === 'string';

/**
 * One changed field: its name and what happened to it in the reader's language (the core's
 * English summary as the tooltip), the text runs, and Monaco's diff editor on request.
 * `pointerBase` is the entity's place in the document, so an everyday field is called by the
 * label its form gives it.
 */
export function FieldChangeView({
  change,
  language,
  pointerBase = '',
}: {
  change: FieldChange;
  language: string;
  pointerBase?: string;
}) {
  const t = useT();
  const reader = useLanguage();
  const label =
    (change.path && documentFieldLabel(pointerBase + change.path, reader)?.label) ||
    change.path.slice(1).replaceAll('/', '.') ||
    '/';
  const [open, setOpen] = useState(false);
  const long =
    isText(change.before) && isText(change.after) && (change.before + change.after).includes('\n');
  return (
    <li className={`field-change change-${change.change}`}>
      <span>
        <span className="field-change-name" title={change.summary}>
          {label}
        </span>{' '}
        <span className={`badge change-badge-${change.change}`}>{t(`diff.${change.change}`)}</span>
      </span>
      {change.text && !open && (
        // Focusable: a long line scrolls sideways, and a keyboard must reach it (axe).
        <pre className="text-runs" tabIndex={0}>
          {change.text.map((part, i) =>
            part.type === 'added' ? (
              <ins key={i}>{part.value}</ins>
            ) : part.type === 'removed' ? (
              <del key={i}>{part.value}</del>
            ) : (
              <span key={i}>{part.value}</span>
            ),
          )}
        </pre>
      )}
      {long && (
        <button
          type="button"
          className="button-quiet"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? t('diff.hideEditor') : t('diff.showEditor')}
        </button>
      )}
      {open && isText(change.before) && isText(change.after) && (
        <TextDiff
          original={change.before}
          modified={change.after}
          language={language}
          label={t('diff.editorLabel', { path: change.path })}
          loadingLabel={t('editor.loadingCode')}
        />
      )}
    </li>
  );
}
