import { PROMPT_LAYOUTS } from '../../../harness/schema/settings';
import { SelectField } from '../../../components/ui/field';
import { useT } from '../../../lib/i18n';
import type { FieldErrors } from '../hooks/use-field-errors';
import type { Settings } from './settings-meta';

interface Props {
  settings: Settings;
  at: FieldErrors;
  onChange: (settings: Settings) => void;
}

const ROLES = ['system', 'user'] as const;

/**
 * `settings.promptLayout` and `settings.turnMessageRole`. "Document" removes the field, so
 * a harness that never chose keeps today's prompt byte for byte (and its content hash).
 */
export function PromptLayoutFields({ settings, at, onChange }: Props) {
  const t = useT();
  const layout = settings.promptLayout ?? 'document';
  const setLayout = (v: (typeof PROMPT_LAYOUTS)[number]) => {
    const next: Settings = { ...settings, promptLayout: v };
    if (v === 'document') delete next.promptLayout;
    onChange(next);
  };
  const setRole = (v: (typeof ROLES)[number]) => {
    const next: Settings = { ...settings, turnMessageRole: v };
    if (v === 'system') delete next.turnMessageRole;
    onChange(next);
  };
  return (
    <div className="field-row">
      <SelectField
        pointer="/settings/promptLayout"
        label={t('settings.promptLayout')}
        hint={t('settings.promptLayoutHint')}
        value={layout}
        options={PROMPT_LAYOUTS.map((v) => ({ value: v, label: t(`settings.layout.${v}`) }))}
        errors={at('/settings/promptLayout')}
        onChange={setLayout}
      />
      <SelectField
        pointer="/settings/turnMessageRole"
        label={t('settings.turnMessageRole')}
        hint={t('settings.turnMessageRoleHint')}
        value={settings.turnMessageRole ?? 'system'}
        options={ROLES.map((v) => ({ value: v, label: t(`settings.turnRole.${v}`) }))}
        errors={at('/settings/turnMessageRole')}
        disabled={layout !== 'cache-friendly'}
        onChange={setRole}
      />
    </div>
  );
}
