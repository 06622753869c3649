import { useState } from 'react';
import { ErrorNotice } from '../../../components/ui/async-state';
import { isApiError } from '../../../lib/api-client';
import { useLanguage, useT } from '../../../lib/i18n';
import { problemMessage } from '../../../lib/problem-message';
import { useShipWinner } from '../api/ship-winner';
import { winnerOf } from '../model/winner';
import type { ExperimentReport } from '../types';

interface Props {
  harnessId: string;
  report: ExperimentReport;
  /** Whether this reader may move the label (the server checks it again). */
  canMove: boolean;
}

/**
 * Once the primary metric has a verdict, ends the experiment the way it says: the label
 * points at the winner alone. The reason is prefilled with the figures, for the audit log.
 */
export function ShipWinner({ harnessId, report, canMove }: Props) {
  const t = useT();
  const language = useLanguage();
  const ship = useShipWinner();
  const [reason, setReason] = useState('');
  // Once shipped, the refreshed report has ended: what was shipped is still said here.
  const shipped = ship.isSuccess ? ship.variables : null;
  const winner = winnerOf(report);
  if (shipped) {
    return (
      <section className="card ship-winner" data-testid="ship-winner">
        <p role="status" className="notice notice-ok">
          {t('experiment.shipped', { label: shipped.label, version: shipped.version })}
        </p>
      </section>
    );
  }
  if (!winner || report.endedAt || !canMove) return null;
  const id = 'ship-winner-reason';
  const text =
    reason ||
    t('experiment.shipReason', {
      version: winner.version,
      metric: winner.metric.event,
      estimate: `${winner.metric.relativeUplift! > 0 ? '+' : ''}${(winner.metric.relativeUplift! * 100).toFixed(1)}%`,
    });
  // A refused reason is said at its field; anything else (the role, the server) below.
  const atReason =
    isApiError(ship.error) &&
    (ship.error.problem.errors ?? []).some((e) => e.pointer === '/reason');
  return (
    <section className="card ship-winner" aria-labelledby="ship-winner" data-testid="ship-winner">
      <h2 id="ship-winner">
        {t(
          winner.role === 'treatment' ? 'experiment.winnerTreatment' : 'experiment.winnerControl',
          {
            version: winner.version,
          },
        )}
      </h2>
      <>
        <div className="field">
          <label htmlFor={id}>{t('experiment.shipReasonLabel')}</label>
          <input
            id={id}
            value={text}
            aria-invalid={atReason || undefined}
            aria-describedby={atReason ? `${id}-error` : undefined}
            onChange={(e) => setReason(e.target.value)}
          />
          {atReason && (
            <p id={`${id}-error`} className="field-error">
              {problemMessage(ship.error, language).text}
            </p>
          )}
        </div>
        <button
          type="button"
          className="button-primary"
          disabled={!text.trim() || ship.isPending}
          onClick={() =>
            ship.mutate({
              harnessId,
              label: report.label,
              version: winner.version,
              reason: text.trim(),
            })
          }
        >
          {t('experiment.ship', { label: report.label, version: winner.version })}
        </button>
      </>
      {ship.isError && !atReason && (
        <ErrorNotice title={t('experiment.shipFailed')} error={ship.error} />
      )}
    </section>
  );
}
