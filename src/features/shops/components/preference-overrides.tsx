import { TONES, type Preferences } from '../../../harness';
import { BrandTermsField } from '../../../components/harness-fields/brand-terms-field';
import { NumberField, SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { StringListField } from '../../../components/ui/string-list-field';
import { useLanguage, useT } from '../../../lib/i18n';
import {
  describeBaseValue,
  setPreference,
  type Locks,
  type PreferenceKey,
} from '../model/overlay-edit';
import type { ShopOverlay } from '../types';
import { InheritedChips } from './inherited-chips';
import { LockedField } from './locked-field';

interface Props {
  overlay: ShopOverlay;
  /** The platform's (base's) preferences: what an empty field inherits. */
  base: Partial<Preferences>;
  /** What the platform locked: shown disabled, with the reason. */
  locks: Locks;
  at: (pointer: string) => readonly string[];
  onChange: (overlay: ShopOverlay) => void;
  readOnly: boolean;
}

const P = '/preferences';

/**
 * The merchant's plain preferences form, as overrides: a field left empty keeps the
 * platform's value, which the field shows as its placeholder. Forbidden topics and brand
 * terms are floors: the platform's are fixed chips, the shop adds its own below them. A
 * field the platform locked is disabled and shows the platform's value.
 */
export function PreferenceOverrides({ overlay, base, locks, at, onChange, readOnly }: Props) {
  const t = useT();
  const language = useLanguage();
  const locked = (key: PreferenceKey) => locks.preferences.has(key);
  const own = Object.fromEntries(
    Object.entries(overlay.preferences).filter(([key]) => !locks.preferences.has(key)),
  ) as ShopOverlay['preferences'];
  const set = <K extends PreferenceKey>(key: K, value: Preferences[K] | undefined) =>
    onChange(setPreference(overlay, key, value));
  const from = (key: PreferenceKey) => {
    const text = describeBaseValue(key, base[key], language);
    return text ? t('shops.fromPlatform', { value: text }) : t('shops.fromPlatformNone');
  };
  const errorsAt = (key: string) => at(`${P}/${key}`);
  const lowestFloor =
    base.discountFloor === undefined
      ? undefined
      : Number(describeBaseValue('discountFloor', base.discountFloor));
  const floorHint =
    lowestFloor === undefined
      ? t('prefs.discountFloorHint')
      : `${t('prefs.discountFloorHint')} ${t('shops.discountFloorLowest', { floor: lowestFloor })}`;
  const inherit = (key: PreferenceKey, label: string) => ({
    value: '' as const,
    label: t('shops.inherit', { value: label || describeBaseValue(key, base[key], language) }),
  });

  return (
    <fieldset className="group" aria-describedby="overlay-prefs-hint">
      <legend>{t('shops.prefs')}</legend>
      <p className="field-hint" id="overlay-prefs-hint">
        {t('shops.prefsHint')}
      </p>
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
      <div className="group floor-field">
        <InheritedChips
          label={t('prefs.forbiddenTopics')}
          entries={(base.forbiddenTopics ?? []).map((topic) => ({ key: topic, text: topic }))}
        />
        <LockedField locked={locked('forbiddenTopics')}>
          <StringListField
            pointer={`${P}/forbiddenTopics`}
            legend={t('prefs.forbiddenTopics')}
            hint={t('prefs.forbiddenTopicsHint')}
            items={own.forbiddenTopics ?? []}
            errors={errorsAt('forbiddenTopics')}
            itemErrors={(i) => errorsAt(`forbiddenTopics/${i}`)}
            itemLabel={(i) => t('prefs.forbiddenTopic', { n: i + 1 })}
            addLabel={t('prefs.addTopic')}
            removeLabel={t('common.remove')}
            onChange={(v) => set('forbiddenTopics', v.length ? v : undefined)}
            disabled={readOnly}
          />
        </LockedField>
        <p className="field-hint">{t('shops.floorHint')}</p>
      </div>
      <div className="field-row">
        <LockedField locked={locked('discountFloor')}>
          <NumberField
            pointer={`${P}/discountFloor`}
            label={t('prefs.discountFloor')}
            hint={floorHint}
            step={1}
            // A shop's floor may only be stricter than the platform's (validateShop says so too).
            min={lowestFloor ?? 0}
            max={100}
            // Typed as a percentage: its messages say their bounds as one too.
            scale={100}
            value={own.discountFloor}
            placeholder={from('discountFloor')}
            errors={errorsAt('discountFloor')}
            onChange={(v) => set('discountFloor', v)}
          />
        </LockedField>
        <LockedField locked={locked('maxReplyChars')}>
          <NumberField
            pointer={`${P}/maxReplyChars`}
            label={t('prefs.maxReplyChars')}
            hint={t('prefs.maxReplyCharsHint')}
            step={10}
            value={own.maxReplyChars}
            placeholder={from('maxReplyChars')}
            errors={errorsAt('maxReplyChars')}
            onChange={(v) => set('maxReplyChars', v)}
          />
        </LockedField>
      </div>
      <div className="group floor-field">
        <InheritedChips
          label={t('prefs.brandTerms')}
          entries={(base.brandTerms ?? []).map((b) => ({
            key: b.term,
            text: b.term,
            note: b.note,
          }))}
        />
        <LockedField locked={locked('brandTerms')}>
          <BrandTermsField
            terms={own.brandTerms ?? []}
            prefix={P}
            at={(rel) => errorsAt(rel.slice(1))}
            onChange={(v) => set('brandTerms', v.length ? v : undefined)}
          />
        </LockedField>
      </div>
    </fieldset>
  );
}
