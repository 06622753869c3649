import { preferenceFieldSchema, type PreferenceField } from '../../../harness';
import { FieldErrorList } from '../../../components/ui/field';
import { fieldId } from '../../../lib/field-id';
import { useT } from '../../../lib/i18n';
import type { FieldErrors } from '../hooks/use-field-errors';
import type { Settings } from './settings-form';

interface Props {
  settings: Settings;
  at: FieldErrors;
  readOnly: boolean;
  onChange: (settings: Settings) => void;
}

const LABELS = {
  shopName: 'prefs.shopName',
  tone: 'prefs.tone',
  language: 'prefs.language',
  greeting: 'prefs.greeting',
  forbiddenTopics: 'prefs.forbiddenTopics',
  discountFloor: 'prefs.discountFloor',
  brandTerms: 'prefs.brandTerms',
  maxReplyChars: 'prefs.maxReplyChars',
} as const satisfies Record<PreferenceField, string>;

/** The preference fields no shop's overlay may change (`settings.lockedPreferences`). */
export function LockFields({ settings, at, readOnly, onChange }: Props) {
  const t = useT();
  const locked = settings.lockedPreferences ?? [];
  const pointer = '/settings/lockedPreferences';
  const errors = at(pointer, true);
  const toggle = (field: PreferenceField, on: boolean) => {
    const next = on ? [...locked, field] : locked.filter((f) => f !== field);
    const { lockedPreferences: _old, ...rest } = settings;
    // None locked leaves the field out, so the settings' bytes and hash stay as before.
    onChange(next.length > 0 ? { ...rest, lockedPreferences: next } : rest);
  };
  return (
    <fieldset className="group choice-list" id={fieldId(pointer)} disabled={readOnly}>
      <legend>{t('shops.lock.prefs')}</legend>
      <p className="field-hint">{t('shops.lock.prefsHint')}</p>
      {preferenceFieldSchema.options.map((field) => (
        <label key={field} className="choice">
          <input
            type="checkbox"
            checked={locked.includes(field)}
            onChange={(e) => toggle(field, e.target.checked)}
          />{' '}
          {t(LABELS[field])}
        </label>
      ))}
      <FieldErrorList messages={errors} field={{ label: t('shops.lock.prefs') }} />
    </fieldset>
  );
}
