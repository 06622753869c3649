import { readEventStream } from '../../../harness/event-stream';
import { apiEventStream } from '../../../lib/api-client';

/**
 * Follows a harness's label moves (`GET .../events`: a `label` event per move, a scheduled
 * one included) until the stream ends or `signal` aborts. A stream is not cacheable server
 * state, so this is a plain function the hook calls.
 */
export async function followLabelEvents(
  harnessId: string,
  onMove: () => void,
  signal: AbortSignal,
): Promise<void> {
  const stream = await apiEventStream(`/harnesses/${encodeURIComponent(harnessId)}/events`, {
    signal,
  });
  for await (const message of readEventStream(stream)) {
    if (message.event === 'label') onMove();
  }
}
