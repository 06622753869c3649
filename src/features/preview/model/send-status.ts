import type { Translate } from '../../../lib/i18n';
import type { Exchange } from '../store/preview-store';

/**
 * What a screen reader hears after Send: that it is waiting, then the outcome of the last
 * exchange's first answer (the others are in the chat list). '' when there is nothing new.
 */
export function sendStatus(running: boolean, last: Exchange | undefined, t: Translate): string {
  if (running) return t('preview.sent.running');
  const answer = last && !last.kind ? last.answers[0] : undefined;
  if (!answer || answer.status === 'running') return '';
  if (answer.status === 'cancelled' || answer.done?.outcome === 'cancelled') {
    return t('preview.sent.cancelled');
  }
  const outcome = answer.done?.outcome;
  if (
    answer.status === 'failed' ||
    answer.error ||
    outcome === 'error' ||
    outcome === 'step_limit'
  ) {
    return t('preview.sent.failed');
  }
  const text = answer.reply?.text;
  if (text == null) return t('preview.sent.blocked');
  return t('preview.sent.answered', { reply: text });
}
