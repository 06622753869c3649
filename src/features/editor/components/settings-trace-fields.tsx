import { NumberField } from '../../../components/ui/field';
import { TRACE_DEFAULTS } from '../../../harness/traces/trace-settings';
import { useT } from '../../../lib/i18n';
import type { FieldErrors } from '../hooks/use-field-errors';
import type { Settings } from './settings-form';

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
        <NumberField
          pointer="/settings/traces/sampleRate"
          label={t('settings.sampleRate')}
          hint={t('settings.sampleRateHint')}
          step={1}
          min={0}
          max={100}
          // A share stored, a percentage shown (rounded so 0.1 reads 10).
          value={
            traces.sampleRate === undefined ? undefined : Math.round(traces.sampleRate * 1000) / 10
          }
          errors={at('/settings/traces/sampleRate')}
          onChange={(v) => set('sampleRate', v === undefined ? undefined : v / 100)}
        />
        <NumberField
          pointer="/settings/traces/retentionDays"
          label={t('settings.retentionDays')}
          step={1}
          min={1}
          max={3650}
          value={traces.retentionDays}
          errors={at('/settings/traces/retentionDays')}
          onChange={(v) => set('retentionDays', v)}
        />
      </div>
    </>
  );
}
