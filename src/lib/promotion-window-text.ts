import type { PromotionWindow } from '../harness';
import { promotionState } from '../harness/promotion-state';
import { formatDateTime } from './format-date-time';
import { translate, type Language } from './i18n';

/**
 * A promotion's window in the harness's zone, as the promotion editor's timeline says it:
 * "Dec 11, 2026, 20:00 – 21:00 (Asia/Shanghai)", the end's date only when it is another day.
 */
export function promotionWindowText(
  window: PromotionWindow,
  timeZone: string,
  language: Language,
): string {
  const state = promotionState({ window, enabled: true }, 0, timeZone);
  if (!Number.isFinite(state.start) || !Number.isFinite(state.end)) {
    return translate(language, 'promoState.invalid');
  }
  const format = (ms: number) => formatDateTime(new Date(ms), language, { timeZone });
  const sameDay = state.from !== null && state.from.date === state.to?.date;
  return translate(language, 'promoState.window', {
    start: format(state.start),
    end: sameDay && state.to ? state.to.time : format(state.end),
    zone: timeZone,
  });
}
