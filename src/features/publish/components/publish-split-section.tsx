import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n';
import type { PublishFormState } from '../hooks/use-publish-form';
import { ExperimentContinuity } from './experiment-continuity';
import { SplitDesignFields } from './split-design-fields';
import { SplitGuardrailsFields } from './split-guardrails-fields';

/** The split's part of the publish form: which version gets what share, its design and guards. */
export function PublishSplitSection({
  form,
  versionOptions,
}: {
  form: PublishFormState;
  versionOptions: ReactNode;
}) {
  const t = useT();
  const { split, version, current } = form;
  const { percent } = split;
  return (
    <>
      <div className="field field-check">
        <input
          id="publish-split"
          type="checkbox"
          checked={split.on}
          onChange={(e) => split.setOn(e.target.checked)}
        />
        <label htmlFor="publish-split">{t('publish.split')}</label>
      </div>
      {split.on && (
        <>
          <div className="field-row">
            <div className="field">
              <label htmlFor="split-version">{t('publish.splitVersion')}</label>
              <select
                id="split-version"
                value={split.version}
                onChange={(e) => split.setVersion(Number(e.target.value))}
              >
                {versionOptions}
              </select>
            </div>
            <div className="field">
              <label htmlFor="split-percent">{t('publish.splitPercent')}</label>
              <input
                id="split-percent"
                type="number"
                min={1}
                max={99}
                step={1}
                value={percent}
                onChange={(e) => split.setPercent(e.target.valueAsNumber)}
              />
            </div>
          </div>
          <p className="field-hint split-shares" aria-live="polite" data-testid="split-shares">
            {Number.isInteger(percent) && percent >= 1 && percent <= 99
              ? t('split.shares', {
                  treatment: split.version,
                  control: version,
                  percent,
                  rest: 100 - percent,
                })
              : ''}
          </p>
          <ExperimentContinuity
            current={current}
            version={version}
            splitVersion={split.version}
            percent={percent}
          />
          <SplitDesignFields {...split.design} percent={percent} />
          <SplitGuardrailsFields guardrails={split.guardrails} onChange={split.setGuardrails} />
        </>
      )}
    </>
  );
}
