import { NumberField, SelectField } from '../../../components/ui/field';
import { useT } from '../../../lib/i18n';
import type { FieldErrors } from '../hooks/use-field-errors';
import type { Settings } from './settings-meta';

interface Props {
  settings: Settings;
  at: FieldErrors;
  onChange: (settings: Settings) => void;
}

/** How many steps a turn may take, and how the prompt writes its headings and variables. */
export function PromptFormatFields({ settings, at, onChange }: Props) {
  const t = useT();
  const { promptFormat } = settings;
  return (
    <div className="field-row">
      <NumberField
        pointer="/settings/maxSteps"
        label={t('settings.maxSteps')}
        hint={t('settings.maxStepsHint')}
        step={1}
        min={1}
        max={20}
        value={settings.maxSteps}
        errors={at('/settings/maxSteps')}
        onChange={(v) => onChange({ ...settings, maxSteps: v as number })}
      />
      <SelectField
        pointer="/settings/promptFormat/headings"
        label={t('settings.promptHeadings')}
        value={promptFormat?.headings ?? 'markdown'}
        options={(['markdown', 'brackets', 'xml'] as const).map((v) => ({
          value: v,
          label: t(`settings.headings.${v}`),
        }))}
        errors={at('/settings/promptFormat/headings')}
        onChange={(v) =>
          onChange({
            ...settings,
            promptFormat: { variables: 'lines', ...promptFormat, headings: v },
          })
        }
      />
      <SelectField
        pointer="/settings/promptFormat/variables"
        label={t('settings.promptVariables')}
        value={promptFormat?.variables ?? 'lines'}
        options={(['lines', 'json', 'table'] as const).map((v) => ({
          value: v,
          label: t(`settings.variables.${v}`),
        }))}
        errors={at('/settings/promptFormat/variables')}
        onChange={(v) =>
          onChange({
            ...settings,
            promptFormat: { headings: 'markdown', ...promptFormat, variables: v },
          })
        }
      />
    </div>
  );
}
