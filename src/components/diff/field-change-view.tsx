import { useState } from 'react';
import type { FieldChange } from '../../harness/diff';
import { TextDiff } from '../ui/code-editor';
import { useT } from '../../lib/i18n';

const isText = (v: unknown): v is string => typeof v === 'string';

/** One changed field: its summary, the text runs, and Monaco's diff editor on request. */
export function FieldChangeView({ change, language }: { change: FieldChange; language: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const long =
    isText(change.before) && isText(change.after) && (change.before + change.after).includes('\n');
  return (
    <li className={`field-change change-${change.change}`}>
      <span>
        <code>{change.path || '/'}</code> {change.summary}
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
