import type { Promotion, PromotionType } from '../../../harness';
import { PromotionTypeFields } from '../../../components/harness-fields/promotion-type-fields';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/field';
import { DateTimeField } from '../../../components/ui/date-time-field';
import { useT } from '../../../lib/i18n';

interface Props {
  promotion: Promotion;
  /** Its pointer in the overlay: `/promotions/0`. */
  pointer: string;
  at: (pointer: string) => readonly string[];
  onChange: (promotion: Promotion) => void;
  onRemove: () => void;
  readOnly: boolean;
}

const TYPES: PromotionType[] = ['threshold', 'coupon', 'flash_sale', 'percentage'];
/** Fields that belong to one type only: dropped when the type changes. */
const TYPE_FIELDS = ['threshold', 'discount', 'code', 'amount', 'minSpend', 'price', 'percentOff'];

/** One of the shop's own promotions: what it gives and when (the shop's wall clock). */
export function OverlayPromotion({
  promotion: p,
  pointer,
  at,
  onChange,
  onRemove,
  readOnly,
}: Props) {
  const t = useT();
  const rel = (r: string) => at(`${pointer}${r}`);
  const set = (next: Partial<Promotion>) => onChange({ ...p, ...next } as Promotion);
  const changeType = (type: PromotionType) => {
    const rest = Object.fromEntries(Object.entries(p).filter(([k]) => !TYPE_FIELDS.includes(k)));
    onChange({ ...rest, type } as Promotion);
  };
  const window = (field: 'start' | 'end' | 'timeZone', label: string) => {
    const props = {
      pointer: `${pointer}/window/${field}`,
      label,
      value: p.window[field],
      errors: rel(`/window/${field}`),
      onChange: (v: string) => set({ window: { ...p.window, [field]: v } }),
    };
    // A time is read back in the reader's format, in the promotion's zone.
    return field === 'timeZone' ? (
      <TextField {...props} />
    ) : (
      <DateTimeField {...props} zone={p.window.timeZone} />
    );
  };
  return (
    <fieldset className="group">
      <legend>{p.name || p.id || t('shops.promotionUnnamed')}</legend>
      <div className="field-row">
        <TextField
          pointer={`${pointer}/id`}
          label={t('promo.id')}
          value={p.id}
          errors={rel('/id')}
          onChange={(id) => set({ id })}
        />
        <TextField
          pointer={`${pointer}/name`}
          label={t('promo.name')}
          value={p.name}
          errors={rel('/name')}
          onChange={(name) => set({ name })}
        />
        <SelectField
          pointer={`${pointer}/type`}
          label={t('promo.type')}
          value={p.type}
          options={TYPES.map((v) => ({ value: v, label: t(`promo.type.${v}`) }))}
          errors={rel('/type')}
          onChange={changeType}
          disabled={readOnly}
        />
      </div>
      <PromotionTypeFields promotion={p} prefix={pointer} at={rel} onChange={onChange} />
      <div className="field-row">
        {window('start', t('promo.start'))}
        {window('end', t('promo.end'))}
        {window('timeZone', t('promo.timeZone'))}
      </div>
      <CheckboxField
        pointer={`${pointer}/enabled`}
        label={t('common.enabled')}
        checked={p.enabled}
        errors={rel('/enabled')}
        onChange={(enabled) => set({ enabled })}
        disabled={readOnly}
      />
      {!readOnly && (
        <button type="button" onClick={onRemove}>
          {t('shops.removePromotion', { name: p.name || p.id })}
        </button>
      )}
    </fieldset>
  );
}
