import { VIEWER_KINDS, type Promotion } from '../../../harness';
import { NumberField } from '../../../components/ui/field';
import { useT } from '../../../lib/i18n';
import { ChoiceList } from './choice-list';
import type { PromotionPartProps } from './promotion-window-fields';

/** Who may get the promotion, and how many times in all and per viewer. */
export function PromotionEligibilityFields({ promotion: p, at, set }: PromotionPartProps) {
  const t = useT();
  return (
    <fieldset className="group">
      <legend>{t('promo.eligibility')}</legend>
      <ChoiceList
        pointer="/eligibility/viewers"
        legend={t('promo.viewers')}
        options={VIEWER_KINDS}
        labels={Object.fromEntries(VIEWER_KINDS.map((v) => [v, t(`viewer.${v}`)]))}
        selected={p.eligibility?.viewers ?? [...VIEWER_KINDS]}
        errors={at('/eligibility/viewers')}
        onChange={(viewers) =>
          set({
            eligibility: {
              memberTiers: p.eligibility?.memberTiers ?? [],
              viewers: viewers as Promotion['eligibility']['viewers'],
            },
          })
        }
      />
      <div className="field-row">
        <NumberField
          pointer="/quota/total"
          label={t('promo.quotaTotal')}
          step={1}
          value={p.quota?.total}
          errors={at('/quota/total')}
          onChange={(total) => set({ quota: { ...p.quota, total } })}
        />
        <NumberField
          pointer="/quota/perViewer"
          label={t('promo.quotaPerViewer')}
          step={1}
          value={p.quota?.perViewer}
          errors={at('/quota/perViewer')}
          onChange={(perViewer) => set({ quota: { ...p.quota, perViewer } })}
        />
      </div>
    </fieldset>
  );
}
