import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { useMoveLabel } from '../api/move-label';
import { rollbackProblem } from '../model/rollback-problem';
import type { Split } from '../types';

export interface RollbackTarget {
  version: number;
  split: Split | null;
}

interface Props {
  harnessId: string;
  label: string;
  target: RollbackTarget;
  onClose: () => void;
}

/**
 * Confirms moving a label back to a state it had, and says how that went right here, by the
 * button: a rollback is never gated, so a refusal is about the role, the reason or the server.
 */
export function RollbackForm({ harnessId, label, target, onClose }: Props) {
  const t = useT();
  const move = useMoveLabel();
  const [reason, setReason] = useState(() =>
    t('publish.rollbackReason', { version: target.version }),
  );
  const id = `rollback-reason-${label}`;
  const confirm = () =>
    move.mutate({
      harnessId,
      label,
      version: target.version,
      split: target.split,
      reason: reason.trim(),
    });
  const problem = move.isError ? rollbackProblem(move.error, label, target.version) : null;
  return (
    <div
      className="card rollback"
      role="group"
      aria-label={t('publish.rollback', { version: target.version })}
    >
      {!move.isSuccess && (
        <>
          <div className="field">
            <label htmlFor={id}>{t('publish.reason')}</label>
            <input
              id={id}
              value={reason}
              aria-invalid={problem?.key === 'publish.rollbackBadReason' || undefined}
              aria-describedby={problem ? `${id}-result` : undefined}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
          <button
            type="button"
            className="button-primary"
            disabled={!reason.trim() || move.isPending}
            onClick={confirm}
          >
            {t('publish.confirmRollback', { label, version: target.version })}
          </button>{' '}
        </>
      )}
      <button type="button" onClick={onClose}>
        {move.isSuccess ? t('common.close') : t('common.cancel')}
      </button>
      {move.isSuccess && (
        <p role="status" className="notice notice-ok" data-testid="rollback-result">
          {t('publish.rolledBack', { label, version: target.version })}
        </p>
      )}
      {problem && (
        <p
          id={`${id}-result`}
          role="alert"
          className="notice notice-error"
          data-testid="rollback-result"
          title={move.error instanceof Error ? move.error.message : undefined}
        >
          {t(problem.key, problem.values)}
        </p>
      )}
    </div>
  );
}
