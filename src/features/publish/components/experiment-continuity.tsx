import { useT } from '../../../lib/i18n';
import type { Split } from '../types';

interface Props {
  /** The label's version and split now. */
  current: { version: number | null; split: Split | null } | undefined;
  version: number;
  splitVersion: number;
  percent: number;
}

/**
 * Says before publishing whether this split continues the running experiment (a ramp: the
 * same versions and no lower share keep its id and salt, so treated viewers stay treated) or
 * starts a new one, as the server decides (server/modules/labels/split-experiment.ts).
 */
export function ExperimentContinuity({ current, version, splitVersion, percent }: Props) {
  const t = useT();
  const running = current?.split;
  if (!current || !running?.experimentId || !Number.isInteger(percent)) return null;
  const ramp =
    current.version === version && running.version === splitVersion && percent >= running.percent;
  return (
    <p className="field-hint" data-testid="experiment-continuity">
      {ramp
        ? t('publish.rampKeeps', { id: running.experimentId, from: running.percent, percent })
        : t('publish.newExperiment', { id: running.experimentId })}
    </p>
  );
}
