import { useState } from 'react';
import { NumberField } from '../../../components/ui/field';
import { useLanguage, useT } from '../../../lib/i18n';
import { PLANNED_UNITS_MAX, powerAnswer, type PowerInputs } from '../model/split-design';

interface Props {
  /** The treatment's share of viewers the split is set to (1–99). */
  percent: number;
  /** CUPED is on: the calculator asks for the expected correlation. */
  cuped?: boolean;
  /** Puts the figure into the planned viewers. */
  onUse: (units: number) => void;
}

/** Beside the planned viewers: how many a fixed-horizon test needs to see a given lift. */
export function PowerCalculator({ percent, cuped = false, onUse }: Props) {
  const t = useT();
  const format = new Intl.NumberFormat(useLanguage()).format;
  const [inputs, setInputs] = useState<PowerInputs>({
    baseline: undefined,
    lift: undefined,
    power: 80,
  });
  const set = (patch: Partial<PowerInputs>) => setInputs((i) => ({ ...i, ...patch }));
  const answer = powerAnswer(cuped ? inputs : { ...inputs, correlation: undefined }, percent);
  return (
    <section className="power-calculator" aria-labelledby="power-title">
      <h3 id="power-title">{t('publish.power.title')}</h3>
      <div className="field-row">
        <NumberField
          pointer="/power/baseline"
          label={t('publish.power.baseline')}
          value={inputs.baseline}
          min={0}
          max={100}
          onChange={(baseline) => set({ baseline })}
        />
        <NumberField
          pointer="/power/lift"
          label={t('publish.power.lift')}
          value={inputs.lift}
          onChange={(lift) => set({ lift })}
        />
        <NumberField
          pointer="/power/power"
          label={t('publish.power.power')}
          value={inputs.power}
          min={1}
          max={99}
          onChange={(power) => set({ power })}
        />
        {cuped && (
          <NumberField
            pointer="/power/correlation"
            label={t('publish.power.correlation')}
            value={inputs.correlation}
            min={0}
            max={0.99}
            step={0.05}
            onChange={(correlation) => set({ correlation })}
          />
        )}
      </div>
      <p className="field-hint">{t('publish.power.hint')}</p>
      <p aria-live="polite" data-testid="power-answer">
        {answer.kind === 'incomplete' && t('publish.power.incomplete')}
        {answer.kind === 'impossible' && t('publish.power.impossible')}
        {answer.kind === 'tooMany' &&
          t('publish.power.tooMany', {
            units: format(answer.units),
            max: format(PLANNED_UNITS_MAX),
          })}
        {answer.kind === 'units' && (
          <>
            {t('publish.power.needed', { units: format(answer.units), percent })}{' '}
            <button type="button" onClick={() => onUse(answer.fill)}>
              {t('publish.power.use')}
            </button>
          </>
        )}
      </p>
    </section>
  );
}
