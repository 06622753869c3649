import type { Promotion } from '../../../harness';
import { NumberField, TextField } from '../../../components/ui/field';
import { useT } from '../../../lib/i18n';
import { messagesAt, type LocatedDiagnostic } from '../model/entity-location';

interface Props {
  promotion: Promotion;
  diagnostics: readonly LocatedDiagnostic[];
  onChange: (promotion: Promotion) => void;
}

type Num = number | undefined;

/** The fields only one type of promotion has: threshold and discount, coupon code... */
export function PromotionTypeFields({ promotion: p, diagnostics, onChange }: Props) {
  const t = useT();
  const at = (rel: string) => messagesAt(diagnostics, rel);
  const num = (field: string, label: string, hint?: string) => (
    <NumberField
      pointer={`/${field}`}
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
            pointer="/code"
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
