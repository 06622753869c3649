import type { ReactNode } from 'react';
import type { Promotion, PromotionType, ShopScope } from '../../../harness';
import { CheckboxField, SelectField, TextField, type FieldAt } from '../../../components/ui/field';
import { PromotionTypeFields } from '../../../components/harness-fields/promotion-type-fields';
import { useT } from '../../../lib/i18n';
import { useEntityEditor, type EntityEditor } from '../hooks/use-entity-editor';
import { useFieldErrors } from '../hooks/use-field-errors';
import { withShops, withType } from '../model/promotion-edit';
import { EntityEditorFrame } from './entity-editor-frame';
import { PromotionEligibilityFields } from './promotion-eligibility-fields';
import { PromotionScopeFields } from './promotion-scope-fields';
import { PromotionTimeline } from './promotion-timeline';
import { PromotionWindowFields } from './promotion-window-fields';

interface Props {
  harnessId: string;
  promotionId: string;
  readOnly: boolean;
  /**
   * The campaign's shop scope control, given by the route (it asks the shops API for the
   * count reached; features never import each other). Absent: no such field.
   */
  shopScope?: (field: ShopScopeSlot) => ReactNode;
}

/** What the promotion editor hands the shop scope control. */
export interface ShopScopeSlot {
  /** Absent means every shop. */
  value: ShopScope | undefined;
  onChange: (scope: ShopScope | undefined) => void;
  /** Messages at a pointer inside the promotion (`/shops/tag`). */
  at: FieldAt;
  readOnly: boolean;
}

const TYPES: PromotionType[] = ['threshold', 'coupon', 'flash_sale', 'percentage'];

/** A promotion rule: what it gives, to whom, on what, and when (wall clock in the shop's zone). */
export function PromotionEditor({ harnessId, promotionId, readOnly, shopScope }: Props) {
  const t = useT();
  const editor = useEntityEditor<Promotion>(harnessId, 'promotion', promotionId);
  const p = editor.value;
  const at = useFieldErrors(editor as EntityEditor<unknown>);
  const set = (next: Partial<Promotion>) => p && editor.setValue({ ...p, ...next } as Promotion);
  const changeType = (type: PromotionType) => {
    if (!p || type === p.type) return;
    editor.setValue(withType(p, type));
  };

  return (
    <EntityEditorFrame
      harnessId={harnessId}
      kind="promotion"
      entityKey={promotionId}
      title={t('promo.title', { name: p?.name || promotionId })}
      editor={editor as EntityEditor<unknown>}
      readOnly={readOnly}
    >
      {p && (
        <>
          <div className="field-row">
            <TextField
              pointer="/id"
              label={t('promo.id')}
              value={p.id}
              errors={at('/id')}
              onChange={(id) => set({ id })}
            />
            <TextField
              pointer="/name"
              label={t('promo.name')}
              value={p.name}
              errors={at('/name')}
              onChange={(name) => set({ name })}
            />
          </div>
          <div className="field-row">
            <SelectField
              pointer="/type"
              label={t('promo.type')}
              value={p.type}
              options={TYPES.map((v) => ({ value: v, label: t(`promo.type.${v}`) }))}
              errors={at('/type')}
              onChange={changeType}
            />
            <SelectField
              pointer="/stacking"
              label={t('promo.stacking')}
              value={p.stacking ?? 'stackable'}
              options={[
                { value: 'stackable', label: t('promo.stackable') },
                { value: 'exclusive', label: t('promo.exclusive') },
              ]}
              errors={at('/stacking')}
              onChange={(stacking) => set({ stacking })}
            />
          </div>
          <PromotionTypeFields promotion={p} at={at} onChange={(next) => editor.setValue(next)} />
          <PromotionWindowFields promotion={p} at={at} set={set} />
          <PromotionScopeFields promotion={p} at={at} set={set} readOnly={readOnly} />
          {shopScope?.({
            value: p.shops,
            onChange: (shops) => editor.setValue(withShops(p, shops)),
            at,
            readOnly,
          })}
          <PromotionEligibilityFields promotion={p} at={at} set={set} />
          <CheckboxField
            pointer="/enabled"
            label={t('common.enabled')}
            checked={p.enabled !== false}
            errors={at('/enabled')}
            onChange={(enabled) => set({ enabled })}
          />
          <PromotionTimeline harnessId={harnessId} current={promotionId} />
        </>
      )}
    </EntityEditorFrame>
  );
}
