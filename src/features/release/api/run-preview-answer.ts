import { readEventStream } from '../../../harness/event-stream';
import type { PreviewRequest } from '../../../harness/preview-request';
import { apiEventStream, jsonBody } from '../../../lib/api-client';

/**
 * What one harness state answers a sample context: one `POST /preview` turn, read to its
 * `reply` (null when it said nothing: blocked, or the turn failed). A stream, not cacheable
 * server state, so a plain function the pin form calls.
 */
export async function runPreviewAnswer(
  body: PreviewRequest,
  signal?: AbortSignal,
): Promise<string | null> {
  const stream = await apiEventStream('/preview', { ...jsonBody('POST', body), signal });
  let reply: string | null = null;
  for await (const message of readEventStream(stream)) {
    if (message.event !== 'reply') continue;
    try {
      const text = (JSON.parse(message.data) as { text?: unknown }).text;
      reply = typeof text === 'string' ? text : null;
    } catch {
      reply = null;
    }
  }
  return reply;
}
