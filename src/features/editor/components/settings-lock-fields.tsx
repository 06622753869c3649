import { preferenceFieldSchema, type PreferenceField } from '../../../harness';
import { FieldErrorList } from '../../../components/ui/field';
import { fieldId } from '../../../lib/field-id';
import { documentFieldLabel } from '../../../lib/field-label-keys';
import { useLanguage, useT } from '../../../lib/i18n';
import type { FieldErrors } from '../hooks/use-field-errors';
import type { Settings } from './settings-meta';

interface Props {
  settings: Settings;
  at: FieldErrors;
  readOnly: boolean;
  onChange: (settings: Settings) => void;
}

/** The preference fields no shop's overlay may change (`settings.lockedPreferences`). */
export function LockFields({ settings, at, readOnly, onChange }: Props) {
  const t = useT();
  const language = useLanguage();
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
          {documentFieldLabel(`/preferences/${field}`, language)?.label ?? field}
        </label>
      ))}
      <FieldErrorList messages={errors} field={{ label: t('shops.lock.prefs') }} />
    </fieldset>
  );
}
