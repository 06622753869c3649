import { apiEventStream, jsonBody } from '../../../lib/api-client';
import { readEventStream } from '../../../harness';
import type { PreviewRequest, TurnEvent } from '../types';

/**
 * Runs one turn: `POST /preview` answers with Server-Sent Events, read here event by event.
 * A stream is not cacheable server state, so this is a plain function the session runner
 * calls (not a TanStack query); aborting `signal` closes the stream and the server cancels
 * the model request. Resolves when the stream ends; a refused request throws ApiError.
 */
export async function postPreview(
  body: PreviewRequest,
  onEvent: (event: TurnEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const stream = await apiEventStream('/preview', { ...jsonBody('POST', body), signal });
  for await (const message of readEventStream(stream)) {
    let data: Record<string, unknown>;
    try {
      data = JSON.parse(message.data) as Record<string, unknown>;
    } catch {
      continue; // not an event of ours
    }
    onEvent({ ...data, type: message.event } as TurnEvent);
  }
}
