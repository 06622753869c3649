import type { ReactNode } from 'react';
import { VIEWER_KINDS, type Promotion, type PromotionType, type ShopScope } from '../../../harness';
import {
  CheckboxField,
  NumberField,
  SelectField,
  TextField,
  type FieldAt,
} from '../../../components/ui/field';
import { DateTimeField } from '../../../components/ui/date-time-field';
import { StringListField } from '../../../components/ui/string-list-field';
import { PromotionTypeFields } from '../../../components/harness-fields/promotion-type-fields';
import { useT } from '../../../lib/i18n';
import { useEntityEditor, type EntityEditor } from '../hooks/use-entity-editor';
import { useFieldErrors } from '../hooks/use-field-errors';
import { ChoiceList } from './choice-list';
import { EntityEditorFrame } from './entity-editor-frame';
import { PromotionTimeline } from './promotion-timeline';

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
/** Fields that belong to one type only: dropped when the type changes. */
const TYPE_FIELDS = ['threshold', 'discount', 'code', 'amount', 'minSpend', 'price', 'percentOff'];

/** A promotion rule: what it gives, to whom, on what, and when (wall clock in the shop's zone). */
export function PromotionEditor({ harnessId, promotionId, readOnly, shopScope }: Props) {
  const t = useT();
  const editor = useEntityEditor<Promotion>(harnessId, 'promotion', promotionId);
  const p = editor.value;
  const at = useFieldErrors(editor as EntityEditor<unknown>);
  const set = (next: Partial<Promotion>) => p && editor.setValue({ ...p, ...next } as Promotion);
  const changeType = (type: PromotionType) => {
    if (!p || type === p.type) return;
    const rest = Object.fromEntries(Object.entries(p).filter(([k]) => !TYPE_FIELDS.includes(k)));
    editor.setValue({ ...rest, type } as Promotion);
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
          <fieldset className="group">
            <legend>{t('promo.window')}</legend>
            <p className="field-hint">
              {t('promo.windowHint', { zone: p.window?.timeZone ?? '' })}
            </p>
            <div className="field-row">
              <DateTimeField
                pointer="/window/start"
                label={t('promo.start')}
                value={p.window?.start ?? ''}
                zone={p.window?.timeZone}
                errors={at('/window/start')}
                onChange={(start) => set({ window: { ...p.window, start } })}
              />
              <DateTimeField
                pointer="/window/end"
                label={t('promo.end')}
                value={p.window?.end ?? ''}
                zone={p.window?.timeZone}
                errors={at('/window/end')}
                onChange={(end) => set({ window: { ...p.window, end } })}
              />
              <TextField
                pointer="/window/timeZone"
                label={t('promo.timeZone')}
                value={p.window?.timeZone ?? ''}
                errors={at('/window/timeZone')}
                onChange={(timeZone) => set({ window: { ...p.window, timeZone } })}
              />
            </div>
          </fieldset>
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
                legend={
                  p.scope?.kind === 'products' ? t('promo.productIds') : t('promo.categoryIds')
                }
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
          {shopScope?.({
            value: p.shops,
            // Every shop is the default: "all" is stored as no scope, as before shops existed.
            onChange: (shops) => {
              const { shops: _old, ...rest } = p;
              editor.setValue(
                (shops && shops.kind !== 'all' ? { ...rest, shops } : rest) as Promotion,
              );
            },
            at,
            readOnly,
          })}
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
