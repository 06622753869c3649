import { useT } from '../../../lib/i18n';
import {
  usePreferenceOverrides,
  type PreferenceOverridesInput,
} from '../hooks/use-preference-overrides';
import { PreferenceFloorFields } from './preference-floor-fields';
import { PreferenceVoiceFields } from './preference-voice-fields';

/**
 * The merchant's plain preferences form, as overrides: a field left empty keeps the
 * platform's value, which the field shows as its placeholder. Forbidden topics and brand
 * terms are floors: the platform's are fixed chips, the shop adds its own below them. A
 * field the platform locked is disabled and shows the platform's value.
 */
export function PreferenceOverrides(props: PreferenceOverridesInput) {
  const t = useT();
  const fields = usePreferenceOverrides(props);
  return (
    <fieldset className="group" aria-describedby="overlay-prefs-hint">
      <legend>{t('shops.prefs')}</legend>
      <p className="field-hint" id="overlay-prefs-hint">
        {t('shops.prefsHint')}
      </p>
      <PreferenceVoiceFields fields={fields} />
      <PreferenceFloorFields fields={fields} />
    </fieldset>
  );
}
