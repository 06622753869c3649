import { SelectField } from '../../../components/ui/field';
import { StringListField } from '../../../components/ui/string-list-field';
import { useT } from '../../../lib/i18n';
import type { PromotionPartProps } from './promotion-window-fields';

/** What the promotion applies to: everything, or the products or categories listed. */
export function PromotionScopeFields({
  promotion: p,
  at,
  set,
  readOnly,
}: PromotionPartProps & { readOnly: boolean }) {
  const t = useT();
  return (
    <fieldset className="group">
      <legend>{t('promo.scope')}</legend>
      <SelectField
        pointer="/scope/kind"
        label={t('promo.scopeKind')}
        value={p.scope?.kind ?? 'all'}
        options={[
          { value: 'all', label: t('promo.scope.all') },
          { value: 'products', label: t('promo.scope.products') },
          { value: 'categories', label: t('promo.scope.categories') },
        ]}
        errors={at('/scope/kind')}
        onChange={(kind) =>
          set({ scope: { kind, ids: kind === 'all' ? [] : (p.scope?.ids ?? []) } })
        }
      />
      {p.scope?.kind !== 'all' && (
        <StringListField
          pointer="/scope/ids"
          legend={p.scope?.kind === 'products' ? t('promo.productIds') : t('promo.categoryIds')}
          items={p.scope?.ids ?? []}
          errors={at('/scope/ids', true)}
          itemErrors={(i) => at(`/scope/ids/${i}`)}
          itemLabel={(i) => t('promo.scopeId', { n: i + 1 })}
          addLabel={t('common.add')}
          removeLabel={t('common.remove')}
          onChange={(ids) => set({ scope: { ...p.scope, ids } })}
          disabled={readOnly}
        />
      )}
    </fieldset>
  );
}
