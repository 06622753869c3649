import { TRACE_DEFAULTS } from '../../../harness/traces/trace-settings';
import { useT } from '../../../lib/i18n';
import type { FieldErrors } from '../hooks/use-field-errors';
import type { Settings } from './settings-meta';
import { SettingNumber } from './setting-number';

interface Props {
  settings: Settings;
  at: FieldErrors;
  onChange: (settings: Settings) => void;
}

/** `settings.traces`: how many production turns are kept, and for how long. */
export function TraceFields({ settings, at, onChange }: Props) {
  const t = useT();
  const traces = { ...TRACE_DEFAULTS, ...settings.traces };
  const set = (field: keyof typeof traces, value: number | undefined) =>
    onChange({
      ...settings,
      traces: { ...traces, [field]: value as number },
    });
  return (
    <>
      <h2 className="section-title">{t('settings.traces')}</h2>
      <div className="field-row">
        <SettingNumber
          pointer="/settings/traces/sampleRate"
          label={t('settings.sampleRate')}
          hint={t('settings.sampleRateHint')}
          percent
          value={traces.sampleRate}
          at={at}
          onChange={(v) => set('sampleRate', v)}
        />
        <SettingNumber
          pointer="/settings/traces/retentionDays"
          label={t('settings.retentionDays')}
          step={1}
          min={1}
          max={3650}
          value={traces.retentionDays}
          at={at}
          onChange={(v) => set('retentionDays', v)}
        />
      </div>
    </>
  );
}
