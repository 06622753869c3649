import { useT } from '../../../lib/i18n';
import type { RobustnessArm } from '../types';
import { ArmDiff } from './arm-diff';
import { FailingCases } from './failing-cases';

interface Props {
  harnessId: string;
  runId: string;
  arm: RobustnessArm;
  endpoint: string;
  caseNames: ReadonlyMap<string, string>;
  focusCase: string | null;
  /** Why this arm is open: a family's worst variant, or a cell picked on the heat map. */
  reason: string;
}

/** One arm opened: what it changed (its diff) and the cases that failed on it. */
export function VariantPanel({
  harnessId,
  runId,
  arm,
  endpoint,
  caseNames,
  focusCase,
  reason,
}: Props) {
  const t = useT();
  return (
    <section className="card variant-panel" aria-labelledby="variant-panel-title">
      <h3 id="variant-panel-title">{t('robustness.variantTitle', { arm: arm.id })}</h3>
      <p className="muted">{reason}</p>
      <p>{arm.description}</p>
      <div className="variant-panel-columns">
        <section aria-labelledby="variant-diff-title">
          <h4 id="variant-diff-title">{t('robustness.variantDiff')}</h4>
          <ArmDiff harnessId={harnessId} runId={runId} armId={arm.id} />
        </section>
        <section aria-labelledby="variant-failures-title">
          <h4 id="variant-failures-title">{t('robustness.failingCases')}</h4>
          <FailingCases
            harnessId={harnessId}
            runId={runId}
            armId={arm.id}
            endpoint={endpoint}
            caseNames={caseNames}
            focusCase={focusCase}
          />
        </section>
      </div>
    </section>
  );
}
