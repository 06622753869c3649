import { CheckboxField } from '../../../components/ui/field';
import { StringListField } from '../../../components/ui/string-list-field';
import { useT } from '../../../lib/i18n';
import type { FieldErrors } from '../hooks/use-field-errors';
import type { Settings } from './settings-meta';
import { SettingNumber } from './setting-number';

interface Props {
  settings: Settings;
  at: FieldErrors;
  readOnly: boolean;
  onChange: (settings: Settings) => void;
}

/** What production waits for: the pass threshold, sample shops, the promotions' generated
 * cases, the robustness limit, and the events an experiment's uplift waits for. */
export function GateFields({ settings, at, readOnly, onChange }: Props) {
  const t = useT();
  const { robustness, testShops } = settings;
  return (
    <>
      <h2 className="section-title">{t('settings.gate')}</h2>
      <SettingNumber
        pointer="/settings/passThreshold"
        label={t('settings.passThreshold')}
        hint={t('settings.passThresholdHint')}
        percent
        value={settings.passThreshold}
        at={at}
        onChange={(v) => onChange({ ...settings, passThreshold: v as number })}
      />
      <StringListField
        pointer="/settings/testShops"
        legend={t('settings.testShops')}
        hint={t('settings.testShopsHint')}
        items={testShops ?? []}
        errors={at('/settings/testShops', true)}
        itemErrors={(i) => at(`/settings/testShops/${i}`)}
        itemLabel={(i) => t('settings.testShop', { n: i + 1 })}
        addLabel={t('settings.addTestShop')}
        removeLabel={t('common.remove')}
        // An empty list means no sample shops: the field is left out, as in the format.
        onChange={(v) => onChange({ ...settings, testShops: v.length ? v : undefined })}
        disabled={readOnly}
      />
      <CheckboxField
        pointer="/settings/promotionCases"
        label={t('settings.promotionCases')}
        hint={t('settings.promotionCasesHint')}
        checked={settings.promotionCases === true}
        disabled={readOnly}
        onChange={(on) => {
          const { promotionCases: _old, ...rest } = settings;
          // Off leaves the field out, so the settings' bytes and hash stay as before.
          onChange(on ? { ...rest, promotionCases: true } : rest);
        }}
      />
      <CheckboxField
        pointer="/settings/robustness"
        label={t('settings.robustnessGate')}
        checked={robustness !== undefined}
        disabled={readOnly}
        onChange={(on) => onChange({ ...settings, robustness: on ? { maxDrop: 10 } : undefined })}
      />
      <SettingNumber
        pointer="/settings/experiments/minEvents"
        label={t('settings.minEvents')}
        hint={t('settings.minEventsHint')}
        step={1}
        min={1}
        max={100_000}
        value={settings.experiments?.minEvents ?? 50}
        at={at}
        onChange={(v) => {
          const { experiments: _old, ...rest } = settings;
          // The default leaves the field out, so the settings' bytes and hash stay as before.
          onChange(v === undefined || v === 50 ? rest : { ...rest, experiments: { minEvents: v } });
        }}
      />
      {robustness && (
        <SettingNumber
          pointer="/settings/robustness/maxDrop"
          label={t('settings.maxDrop')}
          hint={t('settings.maxDropHint')}
          step={1}
          min={0}
          max={100}
          value={robustness.maxDrop}
          at={at}
          onChange={(v) => onChange({ ...settings, robustness: { maxDrop: v as number } })}
        />
      )}
    </>
  );
}
