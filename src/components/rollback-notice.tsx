import type { OverviewRollback } from '../harness/overview';
import { useT } from '../lib/i18n';
import { useFormatTime } from '../lib/use-format-time';

interface Props {
  rollback: Omit<OverviewRollback, 'label' | 'control'>;
  /** The version the label went back to. */
  control: number;
  /** Named in the title where the screen is not already about one label (the overview). */
  label?: string;
}

/**
 * A guardrail's automatic rollback of a split, with the breaches that caused it: shown on the
 * experiment report and on the harness overview, so nobody misses that the system moved a label.
 */
export function RollbackNotice({ rollback, control, label }: Props) {
  const t = useT();
  const formatTime = useFormatTime();
  return (
    <div className="notice notice-error" role="alert" data-testid="experiment-rollback">
      <strong>
        {label === undefined
          ? t('experiment.rollbackTitle')
          : t('experiment.rollbackTitleOf', { label })}
      </strong>
      <p>
        {t('experiment.rollbackBody', {
          at: formatTime(rollback.at),
          control,
          treatment: rollback.fromSplit.version,
          percent: rollback.fromSplit.percent,
        })}
      </p>
      <ul>
        {rollback.breaches.map((b, i) => (
          <li key={i}>{b.summary}</li>
        ))}
      </ul>
    </div>
  );
}
