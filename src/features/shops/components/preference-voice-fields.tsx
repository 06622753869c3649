import { TONES } from '../../../harness';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { useT } from '../../../lib/i18n';
import {
  PREFERENCES_POINTER as P,
  type PreferenceOverrideFields,
} from '../hooks/use-preference-overrides';
import { LockedField } from './locked-field';

/** How the shop names itself and speaks: name, tone, language and greeting. */
export function PreferenceVoiceFields({ fields }: { fields: PreferenceOverrideFields }) {
  const t = useT();
  const { base, readOnly, locked, own, set, from, errorsAt, inherit } = fields;
  return (
    <>
      <div className="field-row">
        <LockedField locked={locked('shopName')}>
          <TextField
            pointer={`${P}/shopName`}
            label={t('prefs.shopName')}
            value={own.shopName ?? ''}
            placeholder={from('shopName')}
            errors={errorsAt('shopName')}
            onChange={(v) => set('shopName', v)}
          />
        </LockedField>
        <LockedField locked={locked('tone')}>
          <SelectField
            pointer={`${P}/tone`}
            label={t('prefs.tone')}
            value={own.tone ?? ''}
            options={[
              inherit('tone', base.tone ? t(`tone.${base.tone}`) : ''),
              ...TONES.map((tone) => ({ value: tone, label: t(`tone.${tone}`) })),
            ]}
            errors={errorsAt('tone')}
            onChange={(v) => set('tone', v === '' ? undefined : v)}
            disabled={readOnly}
          />
        </LockedField>
        <LockedField locked={locked('language')}>
          <SelectField
            pointer={`${P}/language`}
            label={t('prefs.language')}
            value={own.language ?? ''}
            options={[
              inherit('language', ''),
              { value: 'zh-CN', label: '简体中文' },
              { value: 'en', label: 'English' },
            ]}
            errors={errorsAt('language')}
            onChange={(v) => set('language', v === '' ? undefined : v)}
            disabled={readOnly}
          />
        </LockedField>
      </div>
      <LockedField locked={locked('greeting')}>
        <TextAreaField
          pointer={`${P}/greeting`}
          label={t('prefs.greeting')}
          hint={t('prefs.greetingHint')}
          rows={2}
          value={own.greeting ?? ''}
          placeholder={from('greeting')}
          errors={errorsAt('greeting')}
          onChange={(v) => set('greeting', v)}
        />
      </LockedField>
    </>
  );
}
