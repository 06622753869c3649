import { CheckboxField, SelectField, TextField } from '../../../components/ui/field';
import { useT } from '../../../lib/i18n';
import { EMPTY_FILTER, OUTCOMES, type TraceFilterState } from '../model/filter';

interface Props {
  value: TraceFilterState;
  onChange: (next: TraceFilterState) => void;
}

const digits = (text: string) => text.replace(/\D/g, '');

/** The browser's filters: each change narrows the list on the server. */
export function TraceFilters({ value, onChange }: Props) {
  const t = useT();
  const set =
    <K extends keyof TraceFilterState>(
      key: K,
      clean: (v: TraceFilterState[K]) => typeof v = (v) => v,
    ) =>
    (v: TraceFilterState[K]) =>
      onChange({ ...value, [key]: clean(v) });
  const any = { value: '' as const, label: t('traces.any') };
  return (
    <fieldset className="trace-filters">
      <legend>{t('traces.filters')}</legend>
      <TextField
        pointer="/traces/label"
        label={t('traces.label')}
        value={value.label}
        onChange={set('label', (v) => v.trim())}
      />
      <TextField
        pointer="/traces/version"
        label={t('traces.version')}
        value={value.version}
        onChange={set('version', digits)}
      />
      <SelectField
        pointer="/traces/arm"
        label={t('traces.arm')}
        value={value.arm}
        onChange={set('arm')}
        options={[
          any,
          { value: 'control', label: t('traces.armControl') },
          { value: 'split', label: t('traces.armSplit') },
        ]}
      />
      <TextField
        pointer="/traces/shop"
        label={t('traces.shop')}
        value={value.shop}
        onChange={set('shop', (v) => v.trim())}
      />
      <SelectField
        pointer="/traces/outcome"
        label={t('traces.outcome')}
        value={value.outcome}
        onChange={set('outcome')}
        options={[any, ...OUTCOMES.map((o) => ({ value: o, label: o }))]}
      />
      <TextField
        pointer="/traces/slowerThan"
        label={t('traces.slowerThan')}
        value={value.slowerThan}
        onChange={set('slowerThan', digits)}
      />
      <CheckboxField
        pointer="/traces/blocked"
        label={t('traces.blockedOnly')}
        checked={value.blocked}
        onChange={set('blocked')}
      />
      <CheckboxField
        pointer="/traces/toolError"
        label={t('traces.toolErrorOnly')}
        checked={value.toolError}
        onChange={set('toolError')}
      />
      <button type="button" className="secondary" onClick={() => onChange(EMPTY_FILTER)}>
        {t('traces.clear')}
      </button>
    </fieldset>
  );
}
