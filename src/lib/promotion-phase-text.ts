import type { PromotionState } from '../harness/promotion-state';
import type { Translate } from './i18n';

/** A promotion's state as words: "Running", "Tonight 20:00", "Ended", "Off"... */
export function phaseText(t: Translate, state: PromotionState): string {
  const time = state.from?.time ?? '';
  switch (state.phase) {
    case 'tonight':
    case 'today':
    case 'tomorrow':
      return t(`promoState.${state.phase}`, { time });
    default:
      return t(`promoState.${state.phase}`);
  }
}
