import type { Context } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import type { AppEnv } from '../../http/app-env';
import type { RunStatus } from '../../../src/harness/evaluation/run-contract';

type Ended = Exclude<RunStatus, 'running'>;

export interface FollowSpec<E, Item> {
  /** Hears the run's live events; null when this instance does not run it. */
  subscribe: (listener: (e: E) => void) => (() => void) | null;
  /** A live event's finished item, or the status of the `done` event. */
  read: (e: E) => { item: Item } | { ended: Ended };
  /** Items the store holds so far, in order. */
  stored: () => Promise<Item[]>;
  key: (item: Item) => string;
  /** Writes one finished item; `done` counts the items sent, replayed ones included. */
  write: (stream: SSEStreamingApi, item: Item, done: number) => Promise<void>;
  /** The run as stored now: its status and how many items it has finished. */
  current: () => Promise<{ status: RunStatus; done: number }>;
  /** The `done` event's data: the stored run. */
  final: () => Promise<unknown>;
  pollMs: number;
}

/**
 * A run's progress as Server-Sent Events: every finished item (the stored ones first), then
 * `done` with the run. Listening starts before the replay, so no item falls between the two;
 * a run another instance runs (PostgreSQL) is followed through the store every `pollMs`.
 */
export function followRunEvents<E, Item>(c: Context<AppEnv>, spec: FollowSpec<E, Item>) {
  return streamSSE(c, async (stream) => {
    const queue: E[] = [];
    let wake = () => {};
    const stop = spec.subscribe((e) => {
      queue.push(e);
      wake();
    });
    stream.onAbort(() => {
      stop?.();
      wake();
    });
    const sent = new Set<string>();
    const send = async (item: Item) => {
      if (sent.has(spec.key(item))) return;
      sent.add(spec.key(item));
      await spec.write(stream, item, sent.size);
    };
    const sendStored = async () => {
      for (const item of await spec.stored()) await send(item);
    };
    await sendStored();
    let status: RunStatus | null = stop ? null : (await spec.current()).status;
    while (status === 'running' && !stream.aborted) {
      await new Promise((resolve) => setTimeout(resolve, spec.pollMs));
      const now = await spec.current();
      if (now.done > sent.size || now.status !== 'running') await sendStored();
      if (now.status !== 'running') status = now.status;
    }
    while (status === null && !stream.aborted) {
      const e = queue.shift();
      if (!e) {
        await new Promise<void>((resolve) => (wake = resolve));
        continue;
      }
      const read = spec.read(e);
      if ('ended' in read) status = read.ended;
      else await send(read.item);
    }
    stop?.();
    if (status !== null) {
      await stream.writeSSE({ event: 'done', data: JSON.stringify(await spec.final()) });
    }
  });
}
