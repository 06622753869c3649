import { useState } from 'react';
import { ErrorNotice, Loading } from '../../../components/ui/async-state';
import { useT } from '../../../lib/i18n';
import { useFormatTime } from '../../../lib/use-format-time';
import { useLabelMoves } from '../api/get-label-moves';
import { useMoveLabel } from '../api/move-label';
import type { Split } from '../types';

interface Props {
  harnessId: string;
  label: string;
  canMove: boolean;
}

/** Every move of a label, newest first; each earlier state is one action away (roll back). */
export function LabelHistory({ harnessId, label, canMove }: Props) {
  const t = useT();
  const formatTime = useFormatTime();
  const moves = useLabelMoves(harnessId, label);
  const move = useMoveLabel();
  const [rollback, setRollback] = useState<{ version: number; split: Split | null } | null>(null);
  const [reason, setReason] = useState('');

  if (moves.isPending) return <Loading label={t('common.loading')} />;
  if (moves.isError) return <ErrorNotice title={t('publish.historyFailed')} error={moves.error} />;
  const items = moves.data.items;
  const confirm = () => {
    if (!rollback) return;
    move.mutate(
      { harnessId, label, version: rollback.version, split: rollback.split, reason: reason.trim() },
      { onSuccess: () => setRollback(null) },
    );
  };
  return (
    <section className="label-history" aria-labelledby={`history-${label}`}>
      <h3 id={`history-${label}`}>{t('publish.history', { label })}</h3>
      {items.length === 0 ? (
        <p className="muted">{t('publish.noMoves')}</p>
      ) : (
        <ul>
          {items.map((m, i) => (
            <li key={m.id} data-testid="label-move">
              <span>
                {formatTime(m.at)} · {m.actor} ·{' '}
                {m.fromVersion === null ? '—' : `v${m.fromVersion}`} → v{m.toVersion}
                {m.toSplit ? ` (${m.toSplit.percent}% v${m.toSplit.version})` : ''} · “{m.reason}”
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
                    setReason(t('publish.rollbackReason', { version: target.version }));
                  }}
                >
                  {i === 0
                    ? t('publish.rollback', { version: m.fromVersion ?? '' })
                    : t('publish.restore', { version: m.toVersion })}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {rollback && (
        <div
          className="card rollback"
          role="group"
          aria-label={t('publish.rollback', { version: rollback.version })}
        >
          <div className="field">
            <label htmlFor={`rollback-reason-${label}`}>{t('publish.reason')}</label>
            <input
              id={`rollback-reason-${label}`}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
          <button
            type="button"
            className="button-primary"
            disabled={!reason.trim() || move.isPending}
            onClick={confirm}
          >
            {t('publish.confirmRollback', { label, version: rollback.version })}
          </button>{' '}
          <button type="button" onClick={() => setRollback(null)}>
            {t('common.cancel')}
          </button>
        </div>
      )}
      {move.isError && <ErrorNotice title={t('publish.failed')} error={move.error} />}
    </section>
  );
}
