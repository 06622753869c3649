import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { StringListField } from '../../../components/ui/string-list-field';
import { useT } from '../../../lib/i18n';
import type { FieldErrors } from '../hooks/use-field-errors';
import type { Meta, Settings } from './settings-meta';

interface Props {
  meta: Meta;
  at: FieldErrors;
  readOnly: boolean;
  onChange: (meta: Meta) => void;
}

/** The harness's name and description, its time zone, skill disclosure and banned words. */
export function GeneralFields({ meta, at, readOnly, onChange }: Props) {
  const t = useT();
  const set = <K extends keyof Meta>(field: K, value: Meta[K]) =>
    onChange({ ...meta, [field]: value });
  const setSetting = <K extends keyof Settings>(field: K, value: Settings[K]) =>
    onChange({ ...meta, settings: { ...meta.settings, [field]: value } });
  return (
    <>
      <h2 className="section-title">{t('settings.general')}</h2>
      <TextField
        pointer="/name"
        label={t('settings.name')}
        value={meta.name}
        errors={at('/name')}
        onChange={(v) => set('name', v)}
      />
      <TextAreaField
        pointer="/description"
        label={t('settings.description')}
        rows={2}
        value={meta.description}
        errors={at('/description')}
        onChange={(v) => set('description', v)}
      />
      <div className="field-row">
        <TextField
          pointer="/settings/timeZone"
          label={t('settings.timeZone')}
          hint={t('settings.timeZoneHint')}
          value={meta.settings.timeZone}
          errors={at('/settings/timeZone')}
          onChange={(v) => setSetting('timeZone', v)}
        />
        <SelectField
          pointer="/settings/skillDisclosure"
          label={t('settings.skillDisclosure')}
          value={meta.settings.skillDisclosure}
          options={(['inline', 'on_demand'] as const).map((v) => ({
            value: v,
            label: t(`settings.disclosure.${v}`),
          }))}
          errors={at('/settings/skillDisclosure')}
          onChange={(v) => setSetting('skillDisclosure', v)}
        />
      </div>
      <StringListField
        pointer="/settings/bannedWords"
        legend={t('settings.bannedWords')}
        hint={t('settings.bannedWordsHint')}
        items={meta.settings.bannedWords}
        errors={at('/settings/bannedWords', true)}
        itemErrors={(i) => at(`/settings/bannedWords/${i}`)}
        itemLabel={(i) => t('settings.bannedWord', { n: i + 1 })}
        addLabel={t('settings.addBannedWord')}
        removeLabel={t('common.remove')}
        onChange={(v) => setSetting('bannedWords', v)}
        disabled={readOnly}
      />
    </>
  );
}
