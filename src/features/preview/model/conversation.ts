import type { Exchange } from '../store/preview-store';
import type { PreviewRequest } from '../types';

/**
 * The conversation one target has had so far, ending with the new message: each target
 * hears its own earlier replies, so a compared pair stays two honest conversations.
 * A turn with no reply (blocked, failed, stopped) leaves only the viewer's message. A
 * replayed run's recorded answers are left out: Run again asks that message anew.
 */
export function conversationFor(
  history: readonly Exchange[],
  target: number,
  question: string,
): PreviewRequest['conversation'] {
  const out: PreviewRequest['conversation'] = [];
  for (const e of history) {
    if (e.kind === 'recording') continue;
    out.push({ role: 'user', content: e.question });
    const reply = e.answers[target]?.reply?.text;
    if (e.answers[target]?.status === 'done' && reply) {
      out.push({ role: 'assistant', content: reply });
    }
  }
  out.push({ role: 'user', content: question });
  return out;
}
