import { PrimaryMetricFields } from '../../../components/experiments/primary-metric-fields';
import { NumberField } from '../../../components/ui/field';
import { useLanguage, useT, type MessageKey } from '../../../lib/i18n';
import type { SplitDesignState } from '../hooks/use-split-design';
import {
  PLANNED_UNITS_MAX,
  PLANNED_UNITS_MIN,
  plannedUnitsProblem,
  PRE_DAYS_MAX,
  PRE_DAYS_MIN,
  preDaysInvalid,
  VALUE_CAP_MAX,
  VALUE_CAP_MIN,
  valueCapInvalid,
  type PlannedUnitsProblem,
  type SplitDesign,
} from '../model/split-design';
import { PowerCalculator } from './power-calculator';

const PLANNED_WORDS: Record<PlannedUnitsProblem, MessageKey> = {
  required: 'publish.design.plannedRequired',
  whole: 'publish.design.plannedWhole',
  min: 'publish.design.plannedMin',
  max: 'publish.design.plannedMax',
};

const METHODS: ReadonlyArray<{ value: SplitDesign['method']; key: MessageKey }> = [
  { value: 'always_valid', key: 'publish.design.alwaysValid' },
  { value: 'fixed_horizon', key: 'publish.design.fixedHorizon' },
];

type Props = Omit<SplitDesignState, 'blocked'> & { percent: number };

/** The split's experiment design: its primary metric, how it is read and the value cap. */
export function SplitDesignFields({ design, onChange, percent }: Props) {
  const t = useT();
  const format = new Intl.NumberFormat(useLanguage()).format;
  const bounds = { min: format(PLANNED_UNITS_MIN), max: format(PLANNED_UNITS_MAX) };
  const planned = plannedUnitsProblem(design);
  return (
    <fieldset className="choice-list split-design">
      <legend>{t('publish.design.title')}</legend>
      <PrimaryMetricFields
        pointer="/split/primaryMetric"
        event={design.event}
        measure={design.measure}
        onChange={onChange}
      />
      <fieldset className="field choice-list">
        <legend>{t('publish.design.method')}</legend>
        {METHODS.map((m) => (
          <label key={m.value} className="choice">
            <input
              type="radio"
              name="split-method"
              value={m.value}
              checked={design.method === m.value}
              onChange={() => onChange({ method: m.value })}
            />{' '}
            {t(m.key)}
          </label>
        ))}
      </fieldset>
      {design.method === 'fixed_horizon' && (
        <div className="field-row">
          <NumberField
            pointer="/split/plannedUnits"
            label={t('publish.design.plannedUnits')}
            hint={t('publish.design.plannedHint')}
            value={design.plannedUnits}
            step={1}
            min={PLANNED_UNITS_MIN}
            max={PLANNED_UNITS_MAX}
            errors={planned ? [t(PLANNED_WORDS[planned], bounds)] : []}
            onChange={(plannedUnits) => onChange({ plannedUnits })}
          />
          <PowerCalculator
            percent={percent}
            cuped={design.cuped}
            onUse={(plannedUnits) => onChange({ plannedUnits })}
          />
        </div>
      )}
      <NumberField
        pointer="/split/valueCap"
        label={t('publish.design.valueCap')}
        hint={t('publish.design.valueCapHint')}
        placeholder="99"
        value={design.valueCap}
        min={VALUE_CAP_MIN}
        max={VALUE_CAP_MAX}
        errors={
          valueCapInvalid(design)
            ? [t('publish.design.valueCapRange', { min: VALUE_CAP_MIN, max: VALUE_CAP_MAX })]
            : []
        }
        onChange={(valueCap) => onChange({ valueCap })}
      />
      <label className="choice">
        <input
          type="checkbox"
          checked={design.cuped}
          onChange={(e) => onChange({ cuped: e.target.checked })}
        />{' '}
        {t('publish.design.cuped')}
      </label>
      {design.cuped && (
        <NumberField
          pointer="/split/cuped/preDays"
          label={t('publish.design.preDays')}
          hint={t('publish.design.preDaysHint')}
          value={design.preDays}
          step={1}
          min={PRE_DAYS_MIN}
          max={PRE_DAYS_MAX}
          errors={
            preDaysInvalid(design)
              ? [t('publish.design.preDaysRange', { min: PRE_DAYS_MIN, max: PRE_DAYS_MAX })]
              : []
          }
          onChange={(preDays) => onChange({ preDays })}
        />
      )}
    </fieldset>
  );
}
