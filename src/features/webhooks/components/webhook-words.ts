import type { MessageKey, Translate } from '../../../lib/i18n';
import type { ReleaseEventType, WebhookDelivery } from '../types';

/** An event type in the reader's words ("Change request opened"), never the raw `type`. */
export function eventWord(t: Translate, type: ReleaseEventType): string {
  return t(`webhooks.event.${type}` satisfies MessageKey);
}

/** A delivery's state in words: waiting, delivered, failed. */
export function stateWord(t: Translate, state: WebhookDelivery['state']): string {
  return t(`webhooks.state.${state}` satisfies MessageKey);
}
