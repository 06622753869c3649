import type { EntityChange } from '../../../harness/diff';
import { ErrorNotice, Loading } from '../../../components/ui/async-state';
import { useT } from '../../../lib/i18n';
import { useDiff } from '../api/get-diff';
import { FieldChangeView } from './field-change-view';

interface Props {
  harnessId: string;
  from: string;
  to: string;
  /** Heading level of the entity titles, to fit the page around it. */
  compact?: boolean;
}

const language = (c: EntityChange) => (c.kind === 'hook' ? 'javascript' : 'markdown');

/** What changes between two states of a harness: entity by entity, then field by field. */
export function DiffView({ harnessId, from, to, compact }: Props) {
  const t = useT();
  const diff = useDiff(harnessId, from, to);
  if (diff.isPending) return <Loading label={t('common.loading')} />;
  if (diff.isError) return <ErrorNotice title={t('diff.failed')} error={diff.error} />;
  const { changes } = diff.data;
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
