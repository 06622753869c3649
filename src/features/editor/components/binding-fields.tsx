import type { ToolBinding } from '../../../harness';
import { NumberField, SelectField, TextField } from '../../../components/ui/field';
import { useT } from '../../../lib/i18n';
import { messagesAt, type LocatedDiagnostic } from '../model/entity-location';
import { JsonField } from './json-field';

interface Props {
  binding: ToolBinding;
  texts: Readonly<Record<string, string>>;
  diagnostics: readonly LocatedDiagnostic[];
  pathPrefix: string;
  onChange: (binding: ToolBinding) => void;
  onJson: (pointer: string) => (text: string, parsed: { value: unknown } | undefined) => void;
}

const HTTP_DEFAULT: ToolBinding = {
  type: 'http',
  url: 'https://',
  timeoutMs: 5_000,
  maxResponseBytes: 1_000_000,
  secretHeaders: {},
};
const FIXTURE_DEFAULT: ToolBinding = { type: 'fixture', responses: [] };

/** How the tool runs: an HTTP endpoint with a timeout, or fixture responses for preview. */
export function BindingFields({
  binding,
  texts,
  diagnostics,
  pathPrefix,
  onChange,
  onJson,
}: Props) {
  const t = useT();
  const at = (rel: string) => messagesAt(diagnostics, rel);
  return (
    <fieldset className="group">
      <legend>{t('tool.binding')}</legend>
      <SelectField
        pointer="/binding/type"
        label={t('tool.bindingType')}
        value={binding.type}
        options={[
          { value: 'http', label: t('tool.bindingHttp') },
          { value: 'fixture', label: t('tool.bindingFixture') },
        ]}
        errors={at('/binding/type')}
        onChange={(type) =>
          type !== binding.type && onChange(type === 'http' ? HTTP_DEFAULT : FIXTURE_DEFAULT)
        }
      />
      {binding.type === 'http' ? (
        <>
          <TextField
            pointer="/binding/url"
            type="url"
            label={t('tool.url')}
            hint={t('tool.urlHint')}
            value={binding.url}
            errors={at('/binding/url')}
            onChange={(url) => onChange({ ...binding, url })}
          />
          <div className="field-row">
            <NumberField
              pointer="/binding/timeoutMs"
              label={t('tool.timeoutMs')}
              step={100}
              value={binding.timeoutMs}
              errors={at('/binding/timeoutMs')}
              onChange={(v) => onChange({ ...binding, timeoutMs: v as number })}
            />
            <NumberField
              pointer="/binding/maxResponseBytes"
              label={t('tool.maxResponseBytes')}
              step={1024}
              value={binding.maxResponseBytes}
              errors={at('/binding/maxResponseBytes')}
              onChange={(v) => onChange({ ...binding, maxResponseBytes: v as number })}
            />
          </div>
          <JsonField
            pointer="/binding/secretHeaders"
            label={t('tool.secretHeaders')}
            hint={t('tool.secretHeadersHint')}
            value={binding.secretHeaders}
            text={texts['/binding/secretHeaders']}
            diagnostics={diagnostics}
            path={`${pathPrefix}.secret-headers.json`}
            height={100}
            onChange={onJson('/binding/secretHeaders')}
          />
        </>
      ) : (
        <>
          <JsonField
            pointer="/binding/responses"
            label={t('tool.responses')}
            hint={t('tool.responsesHint')}
            value={binding.responses}
            text={texts['/binding/responses']}
            diagnostics={diagnostics}
            path={`${pathPrefix}.responses.json`}
            height={260}
            onChange={onJson('/binding/responses')}
          />
          <JsonField
            pointer="/binding/fallback"
            label={t('tool.fallback')}
            hint={t('tool.fallbackHint')}
            value={binding.fallback}
            text={texts['/binding/fallback']}
            diagnostics={diagnostics}
            path={`${pathPrefix}.fallback.json`}
            height={100}
            onChange={onJson('/binding/fallback')}
          />
        </>
      )}
    </fieldset>
  );
}
