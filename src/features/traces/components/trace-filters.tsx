import { useT } from '../../../lib/i18n';
import { EMPTY_FILTER, OUTCOMES, type TraceFilterState } from '../model/filter';

interface Props {
  value: TraceFilterState;
  onChange: (next: TraceFilterState) => void;
}

/** The browser's filters: each change narrows the list on the server. */
export function TraceFilters({ value, onChange }: Props) {
  const t = useT();
  const set = <K extends keyof TraceFilterState>(key: K, v: TraceFilterState[K]) =>
    onChange({ ...value, [key]: v });
  return (
    <fieldset className="trace-filters">
      <legend>{t('traces.filters')}</legend>
      <div className="field">
        <label htmlFor="trace-label">{t('traces.label')}</label>
        <input
          id="trace-label"
          value={value.label}
          onChange={(e) => set('label', e.target.value.trim())}
        />
      </div>
      <div className="field">
        <label htmlFor="trace-version">{t('traces.version')}</label>
        <input
          id="trace-version"
          inputMode="numeric"
          value={value.version}
          onChange={(e) => set('version', e.target.value.replace(/\D/g, ''))}
        />
      </div>
      <div className="field">
        <label htmlFor="trace-arm">{t('traces.arm')}</label>
        <select
          id="trace-arm"
          value={value.arm}
          onChange={(e) => set('arm', e.target.value as TraceFilterState['arm'])}
        >
          <option value="">{t('traces.any')}</option>
          <option value="control">{t('traces.armControl')}</option>
          <option value="split">{t('traces.armSplit')}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="trace-shop">{t('traces.shop')}</label>
        <input
          id="trace-shop"
          value={value.shop}
          onChange={(e) => set('shop', e.target.value.trim())}
        />
      </div>
      <div className="field">
        <label htmlFor="trace-outcome">{t('traces.outcome')}</label>
        <select
          id="trace-outcome"
          value={value.outcome}
          onChange={(e) => set('outcome', e.target.value as TraceFilterState['outcome'])}
        >
          <option value="">{t('traces.any')}</option>
          {OUTCOMES.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="trace-slower">{t('traces.slowerThan')}</label>
        <input
          id="trace-slower"
          inputMode="numeric"
          value={value.slowerThan}
          onChange={(e) => set('slowerThan', e.target.value.replace(/\D/g, ''))}
        />
      </div>
      <label className="check">
        <input
          type="checkbox"
          checked={value.blocked}
          onChange={(e) => set('blocked', e.target.checked)}
        />
        {t('traces.blockedOnly')}
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={value.toolError}
          onChange={(e) => set('toolError', e.target.checked)}
        />
        {t('traces.toolErrorOnly')}
      </label>
      <button type="button" className="secondary" onClick={() => onChange(EMPTY_FILTER)}>
        {t('traces.clear')}
      </button>
    </fieldset>
  );
}
