import { ApiError, type ApiProblem } from '../../../lib/api-client';
import { readSse } from '../../../lib/sse';
import { parseRunEvent, type RunStreamEvent } from '../model/run-events';

/**
 * Follows a run's progress: GET .../events streams a `case` per finished case (the stored
 * ones first, then live), then `done`. A stream is not cacheable server state, so this is a
 * plain function the progress hook calls; aborting `signal` closes the stream. Resolves when
 * the stream ends, with whether `done` came.
 */
export async function followTestRun(
  harnessId: string,
  runId: string,
  onEvent: (event: RunStreamEvent) => void,
  signal: AbortSignal,
): Promise<{ ended: boolean }> {
  const res = await fetch(
    `/api/v1/harnesses/${encodeURIComponent(harnessId)}/test-runs/${encodeURIComponent(runId)}/events`,
    { headers: { accept: 'text/event-stream' }, credentials: 'same-origin', signal },
  );
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
    const event = parseRunEvent(message);
    if (!event) continue;
    onEvent(event);
    if (event.type === 'done') return { ended: true };
  }
  return { ended: false };
}
