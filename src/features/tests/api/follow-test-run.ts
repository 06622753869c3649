import { apiEventStream } from '../../../lib/api-client';
import { readEventStream } from '../../../harness';
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
  const stream = await apiEventStream(
    `/harnesses/${encodeURIComponent(harnessId)}/test-runs/${encodeURIComponent(runId)}/events`,
    { signal },
  );
  for await (const message of readEventStream(stream)) {
    const event = parseRunEvent(message);
    if (!event) continue;
    onEvent(event);
    if (event.type === 'done') return { ended: true };
  }
  return { ended: false };
}
