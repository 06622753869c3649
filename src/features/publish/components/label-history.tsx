import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorNotice, Loading } from '../../../components/ui/async-state';
import { useActorName, useSystemNote } from '../../../lib/actor-name';
import { canMoveLabel, type Role } from '../../../harness/roles';
import { useT, type Translate } from '../../../lib/i18n';
import { useFormatTime } from '../../../lib/use-format-time';
import { useLabelMoves } from '../api/get-label-moves';
import { experimentHref } from '../model/experiment-href';
import { RollbackForm, type RollbackTarget } from './rollback-form';

interface Props {
  harnessId: string;
  label: string;
  canMove: boolean;
  /**
   * Where someone who may not move the label asks for a rollback to a version (a change
   * request, composed by the page); without it such a person only reads the history.
   */
  askRollbackHref?: (version: number) => string;
}

const MOVERS: readonly Role[] = ['publisher', 'ops', 'engineer', 'admin'];

/** "a publisher or an administrator": who may move the label, from the core's role table. */
function moversText(t: Translate, label: string): string {
  const names = MOVERS.filter((role) => canMoveLabel({ id: role, name: role, role }, label)).map(
    (role) => t(`nextStep.who.${role}`),
  );
  return names.length === 2 ? t('nextStep.or', { a: names[0]!, b: names[1]! }) : names.join(', ');
}

/** Every move of a label, newest first; each earlier state is one action away (roll back). */
export function LabelHistory({ harnessId, label, canMove, askRollbackHref }: Props) {
  const t = useT();
  const formatTime = useFormatTime();
  const actorName = useActorName();
  const systemNote = useSystemNote();
  const moves = useLabelMoves(harnessId, label);
  const [rollback, setRollback] = useState<RollbackTarget | null>(null);

  if (moves.isPending) return <Loading label={t('common.loading')} />;
  if (moves.isError) return <ErrorNotice title={t('publish.historyFailed')} error={moves.error} />;
  const items = moves.data.items;
  return (
    <section className="label-history" aria-labelledby={`history-${label}`}>
      <h3 id={`history-${label}`}>{t('publish.history', { label })}</h3>
      {items.some((m) => m.toSplit) && (
        // A label that ever split traffic has an experiment report (the latest split's).
        <p>
          <Link to={experimentHref(harnessId, label)}>{t('experiment.openOf', { label })}</Link>
        </p>
      )}
      {!canMove && items.length > 0 && (
        <p className="muted" data-testid="rollback-who">
          {t(askRollbackHref ? 'publish.rollbackAsk' : 'publish.rollbackWho', {
            label,
            who: moversText(t, label),
          })}
        </p>
      )}
      {items.length === 0 ? (
        <p className="muted">{t('publish.noMoves')}</p>
      ) : (
        <ul>
          {items.map((m, i) => (
            <li key={m.id} data-testid="label-move">
              <span>
                {formatTime(m.at)} · {actorName(m.actor)} ·{' '}
                {m.fromVersion === null ? '—' : `v${m.fromVersion}`} → v{m.toVersion}
                {m.toSplit ? ` (${m.toSplit.percent}% v${m.toSplit.version})` : ''} · “
                {systemNote(m.actor, m.reason)}”
                {m.kind !== 'move' && (
                  <>
                    {' '}
                    <span className="badge">
                      {t(m.kind === 'rollback' ? 'publish.kindRollback' : 'publish.kindWindowEnd')}
                    </span>
                  </>
                )}
              </span>
              {canMove && (i > 0 || m.fromVersion !== null) && (
                <button
                  type="button"
                  onClick={() => {
                    // The newest move is undone to where it came from; older rows restore their state.
                    const target =
                      i === 0
                        ? { version: m.fromVersion as number, split: m.fromSplit }
                        : { version: m.toVersion, split: m.toSplit };
                    setRollback(target);
                  }}
                >
                  {i === 0
                    ? t('publish.rollback', { version: m.fromVersion ?? '' })
                    : t('publish.restore', { version: m.toVersion })}
                </button>
              )}
              {!canMove && askRollbackHref && (i > 0 || m.fromVersion !== null) && (
                <Link to={askRollbackHref(i === 0 ? (m.fromVersion as number) : m.toVersion)}>
                  {t('publish.askRollback', {
                    version: i === 0 ? (m.fromVersion as number) : m.toVersion,
                  })}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
      {rollback && (
        <RollbackForm
          // A new target starts a new form: its own reason and result.
          key={`${rollback.version}-${rollback.split?.version ?? ''}-${rollback.split?.percent ?? ''}`}
          harnessId={harnessId}
          label={label}
          target={rollback}
          onClose={() => setRollback(null)}
        />
      )}
    </section>
  );
}
