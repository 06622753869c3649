import { Link } from 'react-router';
import { isCollectionKind, type EntityKind, type Hook } from '../../../harness';
import { ErrorNotice, Loading } from '../../../components/ui/async-state';
import { useT, type MessageKey } from '../../../lib/i18n';
import { useDraft } from '../api/get-draft';
import { useDraftDiagnostics } from '../hooks/use-draft-diagnostics';
import { entityHref } from '../model/entity-routes';
import { entityStatus } from '../model/entity-status';
import { entityTitle } from '../model/entity-title';
import { useHarnessBuffers } from '../store/editor-store';
import { DraftProblems } from './draft-problems';
import { HookHoldNote } from './hook-hold-note';
import { StatusMarks } from './status-marks';

const COUNTED: { kind: EntityKind; title: MessageKey }[] = [
  { kind: 'skill', title: 'kind.skills' },
  { kind: 'tool', title: 'kind.tools' },
  { kind: 'hook', title: 'kind.hooks' },
  { kind: 'promotion', title: 'kind.promotions' },
];

/** The draft at a glance: counts per part, and which parts are unsaved or invalid. */
export function DraftOverview({
  harnessId,
  kinds,
}: {
  harnessId: string;
  kinds: readonly EntityKind[];
}) {
  const t = useT();
  // A part of its own kind (settings, prompt, preferences) is named by its kind alone, not its key.
  const named = (entity: { kind: EntityKind; key: string; value: unknown }) =>
    isCollectionKind(entity.kind)
      ? `${t(`kind.${entity.kind}`)}: ${entityTitle(entity)}`
      : t(`kind.${entity.kind}`);
  const draft = useDraft(harnessId);
  const check = useDraftDiagnostics(harnessId);
  const buffers = useHarnessBuffers(harnessId);
  if (draft.isError) return <ErrorNotice title={t('draft.loadFailed')} error={draft.error} />;
  if (!check) return <Loading label={t('common.loading')} />;

  const marked = check.entities
    .filter((e) => kinds.includes(e.kind))
    .map((e) => ({ entity: e, status: entityStatus(e.kind, e.key, buffers, check.diagnostics) }))
    .filter(({ status }) => status.unsaved || status.errors || status.warnings);
  const errors = check.diagnostics.filter((d) => d.severity === 'error').length;
  // Whole-reply hooks keep every word from the viewer until the last: the overview says so.
  const holding = kinds.includes('hook')
    ? check.entities.flatMap((e) => {
        const hook = e.kind === 'hook' ? (e.value as Partial<Hook> | null) : null;
        return hook?.event === 'before_reply' && hook.enabled !== false ? [e.key] : [];
      })
    : [];

  return (
    <>
      <ul className="counts" aria-label={t('overview.counts')}>
        {COUNTED.map(({ kind, title }) => (
          <li key={kind} className="card count" data-testid={`count-${kind}`}>
            <span className="count-number">
              {check.entities.filter((e) => e.kind === kind).length}
            </span>
            <span>{t(title)}</span>
          </li>
        ))}
      </ul>
      {holding.length > 0 && <HookHoldNote harnessId={harnessId} hooks={holding} />}
      <p role="status" className={errors ? 'notice notice-error' : 'notice notice-ok'}>
        {errors ? t('overview.invalid', { count: errors }) : t('overview.valid')}
      </p>
      <DraftProblems
        harnessId={harnessId}
        diagnostics={check.diagnostics.filter((d) => kinds.includes(d.kind))}
        entities={check.entities}
        suite={kinds.includes('promotion') ? check.suite : []}
      />
      {marked.length > 0 && (
        <>
          <h2 className="section-title">{t('overview.attention')}</h2>
          <ul className="attention">
            {marked.map(({ entity, status }) => (
              <li key={`${entity.kind}/${entity.key}`}>
                {kinds.includes(entity.kind) ? (
                  <Link to={entityHref(harnessId, entity.kind, entity.key)}>{named(entity)}</Link>
                ) : (
                  <span>{named(entity)}</span>
                )}{' '}
                <StatusMarks status={status} />
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
