import type { CaseVerdict } from '../../../harness/evaluation';
import { useT } from '../../../lib/i18n';
import type { RunStatus } from '../types';

/** A run's status in words, coloured by how it ended. */
export function RunStatusBadge({ status }: { status: RunStatus }) {
  const t = useT();
  return (
    <span className={`badge run-status run-status-${status}`}>{t(`tests.status.${status}`)}</span>
  );
}

const VERDICT_WORDS = {
  pass: 'tests.passed',
  fail: 'tests.failed',
  skipped: 'tests.skipped',
  unchecked: 'tests.unchecked',
} as const;

/** A case's or a check's verdict: words first, colour second ("nothing checked" is no pass). */
export function VerdictBadge({ status }: { status: CaseVerdict }) {
  const t = useT();
  return <span className={`badge verdict verdict-${status}`}>{t(VERDICT_WORDS[status])}</span>;
}

/** Marks a case generated from a promotion (not stored, not editable). */
export function GeneratedMark({ promotionId }: { promotionId: string }) {
  const t = useT();
  return (
    <span className="badge generated" title={t('tests.generatedFrom', { promotion: promotionId })}>
      {t('tests.generatedMark')}
    </span>
  );
}

/** Marks a result a model judged: the same answer may be judged differently next time. */
export function ModelGradedMark() {
  const t = useT();
  return <span className="badge model-graded">{t('tests.modelGraded')}</span>;
}
