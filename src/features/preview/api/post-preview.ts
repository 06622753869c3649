import { ApiError, csrfToken, type ApiProblem } from '../../../lib/api-client';
import { readSse } from '../../../lib/sse';
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
  const headers = new Headers({ accept: 'text/event-stream', 'content-type': 'application/json' });
  const csrf = csrfToken();
  if (csrf) headers.set('x-csrf-token', csrf);
  const res = await fetch('/api/v1/preview', {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    credentials: 'same-origin',
    signal,
  });
  if (!res.ok || !res.body) {
    const text = await res.text();
    let problem: Partial<ApiProblem> = {};
    try {
      problem = JSON.parse(text) as Partial<ApiProblem>;
    } catch {
      // Not problem JSON (a proxy's page): show its start.
    }
    throw new ApiError({
      ...problem,
      status: res.status,
      title: problem.title ?? res.statusText,
      detail: problem.detail ?? text.slice(0, 200),
    });
  }
  for await (const message of readSse(res.body)) {
    let data: Record<string, unknown>;
    try {
      data = JSON.parse(message.data) as Record<string, unknown>;
    } catch {
      continue; // not an event of ours
    }
    onEvent({ ...data, type: message.event } as TurnEvent);
  }
}
