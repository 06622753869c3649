import { CheckboxField, SelectField, TextField } from '../../../components/ui/field';
import { useT } from '../../../lib/i18n';
import { useEnumLabel } from '../../../lib/enum-label';
import { EMPTY_FILTER, OUTCOMES, type TraceFilterState } from '../model/filter';

interface Props {
  value: TraceFilterState;
  onChange: (next: TraceFilterState) => void;
}

const digits = (text: string) => text.replace(/\D/g, '');

/** The browser's filters: each change narrows the list on the server. */
export function TraceFilters({ value, onChange }: Props) {
  const t = useT();
  const word = useEnumLabel();
  const set =
    <K extends keyof TraceFilterState>(
      key: K,
      clean: (v: TraceFilterState[K]) => typeof v = (v) => v,
    ) =>
    (v: TraceFilterState[K]) =>
      onChange({ ...value, [key]: clean(v) });
  const any = { value: '' as const, label: t('traces.any') };
  // A text box and a check box per filter, each named after its key.
  const text = (key: 'label' | 'version' | 'shop' | 'slowerThan', clean: (v: string) => string) => (
    <TextField
      pointer={`/traces/${key}`}
      label={t(`traces.${key}`)}
      value={value[key]}
      onChange={set(key, clean)}
    />
  );
  const only = (key: 'blocked' | 'toolError') => (
    <CheckboxField
      pointer={`/traces/${key}`}
      label={t(`traces.${key}Only`)}
      checked={value[key]}
      onChange={set(key)}
    />
  );
  const trim = (v: string) => v.trim();
  return (
    <fieldset className="trace-filters">
      <legend>{t('traces.filters')}</legend>
      {text('label', trim)}
      {text('version', digits)}
      <SelectField
        pointer="/traces/arm"
        label={t('traces.arm')}
        value={value.arm}
        onChange={set('arm')}
        options={[
          any,
          { value: 'control', label: t('traces.armControl') },
          { value: 'treatment', label: t('traces.armTreatment') },
        ]}
      />
      {text('shop', trim)}
      <SelectField
        pointer="/traces/outcome"
        label={t('traces.outcome')}
        value={value.outcome}
        onChange={set('outcome')}
        options={[any, ...OUTCOMES.map((o) => ({ value: o, label: word('turnOutcome', o) }))]}
      />
      {text('slowerThan', digits)}
      {only('blocked')}
      {only('toolError')}
      <button type="button" className="secondary" onClick={() => onChange(EMPTY_FILTER)}>
        {t('traces.clear')}
      </button>
    </fieldset>
  );
}
