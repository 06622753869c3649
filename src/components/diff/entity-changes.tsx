import type { EntityChange } from '../../harness/diff';
import { useT } from '../../lib/i18n';
import { FieldChangeView } from './field-change-view';

interface Props {
  changes: readonly EntityChange[];
  /** Entity summaries only, without their fields. */
  compact?: boolean;
}

const language = (c: EntityChange) => (c.kind === 'hook' ? 'javascript' : 'markdown');

/**
 * A harness diff as a list: entity by entity, then field by field. Shared UI because more
 * than one screen shows a diff (versions compared, a robustness run's variant against its
 * original); each fetches its own diff.
 */
export function EntityChanges({ changes, compact }: Props) {
  const t = useT();
  if (changes.length === 0) return <p className="notice">{t('diff.none')}</p>;
  return (
    <ul className="diff-list" aria-label={t('diff.changes', { count: changes.length })}>
      {changes.map((c) => (
        <li
          key={`${c.kind}/${c.key}`}
          className={`entity-change change-${c.change}`}
          data-testid="entity-change"
        >
          <strong>{c.summary}</strong>{' '}
          <span className={`badge change-badge-${c.change}`}>{t(`diff.${c.change}`)}</span>
          {!compact && c.fields.length > 0 && (
            <ul className="field-changes">
              {c.fields.map((f) => (
                <FieldChangeView key={`${f.path}-${f.change}`} change={f} language={language(c)} />
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
