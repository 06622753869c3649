/** One connection of a followed stream: resolves when it ends, with whether the end was final. */
export type OpenStream<E> = (
  onEvent: (event: E) => void,
  signal: AbortSignal,
) => Promise<{ ended: boolean }>;

export interface FollowOptions<E> {
  signal: AbortSignal;
  onEvent: (event: E) => void;
  /** True while the stream is broken and being reopened, false once it delivers again. */
  onReconnecting: (reconnecting: boolean) => void;
  /** Errors that retrying will not heal (a refusal): following stops at once. */
  isFinal: (err: unknown) => boolean;
  /** Consecutive failed connections allowed before giving up. */
  maxRetries: number;
  pause: (ms: number, signal: AbortSignal) => Promise<void>;
}

export type FollowOutcome = { ended: true } | { ended: false; error: unknown } | { aborted: true };

/**
 * Follows a stream across dropped connections with exponential backoff. Only consecutive
 * failures count: once an event arrives on a reopened connection the link is healthy again,
 * so a long run may lose its connection any number of times.
 */
export async function followWithRetries<E>(
  open: OpenStream<E>,
  { signal, onEvent, onReconnecting, isFinal, maxRetries, pause }: FollowOptions<E>,
): Promise<FollowOutcome> {
  let failures = 0;
  let reconnecting = false;
  const deliver = (event: E) => {
    failures = 0;
    if (reconnecting) onReconnecting((reconnecting = false));
    onEvent(event);
  };
  while (!signal.aborted) {
    let error: unknown = new Error('stream ended');
    try {
      const { ended } = await open(deliver, signal);
      if (ended) return { ended: true };
    } catch (err) {
      if (signal.aborted) break;
      if (isFinal(err)) return { ended: false, error: err };
      error = err;
    }
    if (failures >= maxRetries) return { ended: false, error };
    if (!reconnecting) onReconnecting((reconnecting = true));
    await pause(500 * 2 ** failures, signal);
    failures++;
  }
  return { aborted: true };
}
