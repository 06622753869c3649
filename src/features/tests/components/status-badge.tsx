import { useT } from '../../../lib/i18n';
import type { RunStatus } from '../types';

/** A run's status in words, coloured by how it ended. */
export function RunStatusBadge({ status }: { status: RunStatus }) {
  const t = useT();
  return (
    <span className={`badge run-status run-status-${status}`}>{t(`tests.status.${status}`)}</span>
  );
}

/** A case's or a check's verdict: words first, colour second. */
export function VerdictBadge({ status }: { status: 'pass' | 'fail' | 'skipped' }) {
  const t = useT();
  const text =
    status === 'pass'
      ? t('tests.passed')
      : status === 'fail'
        ? t('tests.failed')
        : t('tests.skipped');
  return <span className={`badge verdict verdict-${status}`}>{text}</span>;
}

/** Marks a result a model judged: the same answer may be judged differently next time. */
export function ModelGradedMark() {
  const t = useT();
  return <span className="badge model-graded">{t('tests.modelGraded')}</span>;
}
