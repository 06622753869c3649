import { useT, type MessageKey } from '../../../lib/i18n';
import type { ExperimentArm, ExperimentReport } from '../types';

type Kind = NonNullable<ExperimentReport['kind']>;

/** Each kind's words for its arms: what control and treatment are in that experiment. */
const ARM_WORDS: Record<Kind, Record<ExperimentArm['role'], MessageKey>> = {
  split: { control: 'experiment.control', treatment: 'experiment.treatment' },
  holdout: { control: 'holdout.heldOut', treatment: 'holdout.shipped' },
  layer: { control: 'layers.armControl', treatment: 'layers.armTreatment' },
};

const pct = (v: number | null) => (v === null ? '—' : `${(v * 100).toFixed(1)}%`);
const ms = (v: number | null) => (v === null ? '—' : `${Math.round(v)} ms`);
const money = (v: number) => v.toFixed(2);

/**
 * Both arms side by side: viewers, events, value per viewer and what their traces say. A
 * holdout's arms are named for what they are: held out (control) and shipped (treatment); a
 * layer experiment's: as the label serves, and that with the experiment's changes.
 */
export function ArmsTable({
  arms,
  kind = 'split',
}: {
  arms: readonly ExperimentArm[];
  kind?: Kind;
}) {
  const t = useT();
  return (
    <table className="data-table experiment-arms" data-testid="experiment-arms">
      <caption>{t('experiment.arms')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('experiment.arm')}</th>
          <th scope="col">{t('experiment.units')}</th>
          <th scope="col">{t('experiment.valuePerUnit')}</th>
          <th scope="col">{t('experiment.events')}</th>
          <th scope="col">{t('experiment.latency')}</th>
          <th scope="col">{t('experiment.errorRate')}</th>
          <th scope="col">{t('experiment.hookBlockRate')}</th>
          <th scope="col">{t('experiment.turns')}</th>
        </tr>
      </thead>
      <tbody>
        {arms.map((arm) => (
          <tr key={arm.version} data-testid="experiment-arm">
            <th scope="row">
              v{arm.version} ({t(ARM_WORDS[kind][arm.role])})
            </th>
            <td>{arm.units.toLocaleString()}</td>
            <td>{money(arm.valuePerUnit)}</td>
            <td>
              {Object.entries(arm.events).map(([event, e]) => (
                <div key={event}>
                  <code>{event}</code> {e.count.toLocaleString()}
                  {e.value > 0 ? `, ${money(e.value)}` : ''}
                </div>
              ))}
            </td>
            <td>
              {ms(arm.latency.p50)} / {ms(arm.latency.p95)}
            </td>
            <td>{pct(arm.errorRate)}</td>
            <td>{pct(arm.hookBlockRate)}</td>
            <td>{arm.turns.toLocaleString()}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
