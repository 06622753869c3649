import { BrandTermsField } from '../../../components/harness-fields/brand-terms-field';
import { NumberField } from '../../../components/ui/field';
import { StringListField } from '../../../components/ui/string-list-field';
import { useT } from '../../../lib/i18n';
import {
  PREFERENCES_POINTER as P,
  type PreferenceOverrideFields,
} from '../hooks/use-preference-overrides';
import { InheritedChips } from './inherited-chips';
import { LockedField } from './locked-field';

/**
 * The preferences the platform sets a floor for: forbidden topics and brand terms add to
 * the platform's (its own shown as fixed chips), the discount floor may only be stricter.
 */
export function PreferenceFloorFields({ fields }: { fields: PreferenceOverrideFields }) {
  const t = useT();
  const { base, readOnly, locked, own, set, from, errorsAt, lowestFloor, floorHint } = fields;
  return (
    <>
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
    </>
  );
}
