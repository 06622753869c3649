import { useT } from '../../../lib/i18n';
import { interval, percent } from '../model/format';
import type { ArmScore, RobustnessArm } from '../types';

interface Props {
  arms: readonly RobustnessArm[];
  scores: readonly ArmScore[];
  /** The k of pass^k (the run's trials). */
  k: number;
}

/** Every arm's pass rate with its interval and pass^k, with what the arm changed in words. */
export function ArmsTable({ arms, scores, k }: Props) {
  const t = useT();
  const byArm = new Map(scores.map((s) => [s.arm, s]));
  return (
    <table className="data-table robustness-arms" aria-label={t('robustness.armsTable')}>
      <thead>
        <tr>
          <th scope="col">{t('robustness.arm')}</th>
          <th scope="col">{t('robustness.passRate')}</th>
          <th scope="col">{t('robustness.passHatK', { k })}</th>
          <th scope="col">{t('robustness.changed')}</th>
        </tr>
      </thead>
      <tbody>
        {arms.map((arm) => {
          const s = byArm.get(arm.id);
          return (
            <tr key={arm.id} data-testid="arm-row" data-arm={arm.id}>
              <th scope="row">
                <code>{arm.id}</code>
              </th>
              <td>
                {s ? (
                  <>
                    {percent(s.passRate)} <span className="muted">({interval(s.low, s.high)})</span>
                  </>
                ) : (
                  '—'
                )}
              </td>
              <td>{s?.passHatK === null || !s ? '—' : percent(s.passHatK)}</td>
              <td className="arm-description">{arm.description}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
