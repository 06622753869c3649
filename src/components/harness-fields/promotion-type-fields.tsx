import type { Promotion } from '../../harness';
import { useT } from '../../lib/i18n';
import { NumberField, TextField, type FieldAt } from '../ui/field';

interface Props {
  promotion: Promotion;
  /** The messages shown at the field of a pointer relative to the promotion. */
  at: FieldAt;
  onChange: (promotion: Promotion) => void;
  /** Where the promotion sits in the edited value: '' as a draft entity, `/promotions/0` in an overlay. */
  prefix?: string;
}

type Num = number | undefined;

/**
 * The fields only one type of promotion has: threshold and discount, coupon code... Shared
 * by the promotion editor and a shop overlay's own promotions.
 */
export function PromotionTypeFields({ promotion: p, at, onChange, prefix = '' }: Props) {
  const t = useT();
  const num = (field: string, label: string, hint?: string) => (
    <NumberField
      pointer={`${prefix}/${field}`}
      label={label}
      hint={hint}
      value={(p as unknown as Record<string, Num>)[field]}
      errors={at(`/${field}`)}
      onChange={(v) => onChange({ ...p, [field]: v } as Promotion)}
    />
  );
  switch (p.type) {
    case 'threshold':
      return (
        <div className="field-row">
          {num('threshold', t('promo.threshold'), t('promo.thresholdHint'))}
          {num('discount', t('promo.discount'), t('promo.discountHint'))}
        </div>
      );
    case 'coupon':
      return (
        <div className="field-row">
          <TextField
            pointer={`${prefix}/code`}
            label={t('promo.code')}
            hint={t('promo.codeHint')}
            value={p.code ?? ''}
            errors={at('/code')}
            onChange={(code) => onChange({ ...p, code })}
          />
          {num('amount', t('promo.amount'))}
          {num('minSpend', t('promo.minSpend'))}
        </div>
      );
    case 'flash_sale':
      return <div className="field-row">{num('price', t('promo.price'))}</div>;
    case 'percentage':
      return (
        <div className="field-row">
          {num('percentOff', t('promo.percentOff'), t('promo.percentOffHint'))}
        </div>
      );
  }
}
