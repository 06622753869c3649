import type { PromotionState } from '../../../harness/promotion-state';
import { useT } from '../../../lib/i18n';
import { phaseText } from '../../../lib/promotion-phase-text';
import { useFormatTime } from '../../../lib/use-format-time';

export { phaseText };

/** The window in the harness's zone, in the one date format: "Dec 11, 2026, 20:00 – 21:00 (Asia/Shanghai)". */
export function useWindowText(timeZone: string): (state: PromotionState) => string {
  const t = useT();
  const format = useFormatTime({ timeZone });
  return (state) => {
    if (!Number.isFinite(state.start) || !Number.isFinite(state.end)) {
      return t('promoState.invalid');
    }
    // Within one day the end is its time alone: "Dec 11, 2026, 20:00 – 21:00".
    const sameDay = state.from !== null && state.from.date === state.to?.date;
    return t('promoState.window', {
      start: format(new Date(state.start).toISOString()),
      end: sameDay ? state.to!.time : format(new Date(state.end).toISOString()),
      zone: timeZone,
    });
  };
}

/** The state as a small mark: words first (colour only repeats them). */
export function PromotionPhase({ state, title }: { state: PromotionState; title?: string }) {
  const t = useT();
  return (
    <span className={`promo-phase promo-phase-${state.phase}`} title={title}>
      {phaseText(t, state)}
    </span>
  );
}
