import { apiEventStream } from '../../../lib/api-client';
import { readEventStream } from '../../../harness/event-stream';
import { parseRobustnessEvent, type RobustnessStreamEvent } from '../model/progress';
import { runsPath } from './paths';

/**
 * Follows a run's progress: GET .../events streams a `unit` per finished case on one arm
 * (the stored ones first, then live), then `done`. A stream is not cacheable server state,
 * so this is a plain function the progress hook calls; aborting `signal` closes it.
 * Resolves when the stream ends, with whether `done` came.
 */
export async function followRobustnessRun(
  harnessId: string,
  runId: string,
  onEvent: (event: RobustnessStreamEvent) => void,
  signal: AbortSignal,
): Promise<{ ended: boolean }> {
  const stream = await apiEventStream(`${runsPath(harnessId, runId)}/events`, { signal });
  for await (const message of readEventStream(stream)) {
    const event = parseRobustnessEvent(message);
    if (!event) continue;
    onEvent(event);
    if (event.type === 'done') return { ended: true };
  }
  return { ended: false };
}
