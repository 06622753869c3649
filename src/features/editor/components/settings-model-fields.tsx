import type { ModelSettings } from '../../../harness';
import { CheckboxField, SelectField } from '../../../components/ui/field';
import { useT } from '../../../lib/i18n';
import { useModelEndpoints } from '../../../lib/model-endpoints';
import type { FieldErrors } from '../hooks/use-field-errors';
import { SettingNumber } from './setting-number';

interface Props {
  model: ModelSettings;
  at: FieldErrors;
  onChange: (model: ModelSettings) => void;
}

/**
 * The endpoint by name (URLs and keys live on the server only) and the sampling settings
 * sent with every request.
 */
export function ModelFields({ model, at, onChange }: Props) {
  const t = useT();
  const endpoints = useModelEndpoints().data ?? [];
  const set = <K extends keyof ModelSettings>(field: K, value: ModelSettings[K]) =>
    onChange({ ...model, [field]: value });
  const names = endpoints.map((e) => e.name);
  // A harness imported from elsewhere may name an endpoint this server lacks: keep it visible.
  const options = [
    ...endpoints.map((e) => ({
      value: e.name,
      label: e.model ? `${e.name} (${e.model})` : e.name,
    })),
    ...(names.includes(model.endpoint)
      ? []
      : [
          { value: model.endpoint, label: t('settings.endpointUnknown', { name: model.endpoint }) },
        ]),
  ];
  return (
    <>
      <h2 className="section-title">{t('settings.model')}</h2>
      <div className="field-row">
        <SelectField
          pointer="/model/endpoint"
          label={t('settings.endpoint')}
          hint={t('settings.endpointHint')}
          value={model.endpoint}
          options={options}
          errors={at('/model/endpoint')}
          onChange={(v) => set('endpoint', v)}
        />
        <SelectField
          pointer="/model/toolChoice"
          label={t('settings.toolChoice')}
          value={model.toolChoice}
          options={(['auto', 'none', 'required'] as const).map((v) => ({
            value: v,
            label: t(`settings.toolChoice.${v}`),
          }))}
          errors={at('/model/toolChoice')}
          onChange={(v) => set('toolChoice', v)}
        />
      </div>
      <div className="field-row">
        <SettingNumber
          pointer="/model/temperature"
          label={t('settings.temperature')}
          step={0.1}
          min={0}
          max={2}
          value={model.temperature}
          at={at}
          onChange={(v) => set('temperature', v as number)}
        />
        <SettingNumber
          pointer="/model/topP"
          label={t('settings.topP')}
          step={0.05}
          min={0}
          max={1}
          value={model.topP}
          at={at}
          onChange={(v) => set('topP', v as number)}
        />
        <SettingNumber
          pointer="/model/maxTokens"
          label={t('settings.maxTokens')}
          step={1}
          min={1}
          value={model.maxTokens}
          at={at}
          onChange={(v) => set('maxTokens', v as number)}
        />
        <SettingNumber
          pointer="/model/seed"
          label={t('settings.seed')}
          hint={t('settings.seedHint')}
          step={1}
          value={model.seed}
          at={at}
          onChange={(v) => set('seed', v)}
        />
      </div>
      <CheckboxField
        pointer="/model/parallelToolCalls"
        label={t('settings.parallelToolCalls')}
        checked={model.parallelToolCalls}
        errors={at('/model/parallelToolCalls')}
        onChange={(v) => set('parallelToolCalls', v)}
      />
    </>
  );
}
