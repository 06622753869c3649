import type { Promotion } from '../../../harness';
import { TextField } from '../../../components/ui/field';
import { DateTimeField } from '../../../components/ui/date-time-field';
import { useT } from '../../../lib/i18n';
import type { FieldErrors } from '../hooks/use-field-errors';

/** What a part of the promotion editor reads and how it changes the promotion. */
export interface PromotionPartProps {
  promotion: Promotion;
  at: FieldErrors;
  set: (next: Partial<Promotion>) => void;
}

/** When the promotion runs: wall clock times in the shop's time zone. */
export function PromotionWindowFields({ promotion: p, at, set }: PromotionPartProps) {
  const t = useT();
  return (
    <fieldset className="group">
      <legend>{t('promo.window')}</legend>
      <p className="field-hint">{t('promo.windowHint', { zone: p.window?.timeZone ?? '' })}</p>
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
  );
}
