import type { EventStreamMessage } from '../../../harness/event-stream';
import { RUN_STATUSES } from '../../../harness/evaluation/run-contract';
import type { RobustnessCell, RobustnessRun, RunStatus } from '../types';

/** The progress stream of a robustness run, as GET .../robustness-runs/:runId/events sends it. */
export type RobustnessStreamEvent =
  | ({ type: 'unit'; done: number; total: number } & RobustnessCell)
  | { type: 'done'; run: RobustnessRun };

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isText = (v: unknown): v is string => typeof v === 'string';

/**
 * One SSE message as a run event, or null for anything else (a keep-alive, another event,
 * data that is not ours): a stream must never break the screen that follows it.
 */
export function parseRobustnessEvent(message: EventStreamMessage): RobustnessStreamEvent | null {
  let data: unknown;
  try {
    data = JSON.parse(message.data);
  } catch {
    return null;
  }
  if (!isObject(data)) return null;
  if (message.event === 'unit') {
    const { done, total, endpoint, arm, caseId, passes, trials } = data;
    if (!isCount(done) || !isCount(total) || !isCount(passes) || !isCount(trials)) return null;
    if (!isText(endpoint) || !isText(arm) || !isText(caseId)) return null;
    return { type: 'unit', done, total, endpoint, arm, caseId, passes, trials };
  }
  if (message.event === 'done') {
    // The run itself, or wrapped as `{ run }`.
    const run = isObject(data.run) ? data.run : data;
    const status = run.status;
    if (!isText(run.id) || !isText(status) || !(RUN_STATUSES as readonly string[]).includes(status))
      return null;
    return { type: 'done', run: run as unknown as RobustnessRun };
  }
  return null;
}

/** What the progress panel shows of a followed run. */
export interface RobustnessProgress {
  status: RunStatus;
  done: number;
  total: number;
  /** Units that failed at least one trial so far, newest last (a replayed unit counts once). */
  failing: number;
  seen: ReadonlySet<string>;
  /** The finished units as heat map cells, in the order they arrived. */
  cells: readonly RobustnessCell[];
  /** The run as the `done` event gave it. */
  final?: RobustnessRun;
}

export function initialProgress(run: RobustnessRun): RobustnessProgress {
  return {
    status: run.status,
    done: run.done,
    total: run.total,
    failing: 0,
    seen: new Set(),
    cells: [],
  };
}

const unitKey = (u: RobustnessCell) => `${u.endpoint}\u0000${u.arm}\u0000${u.caseId}`;

export function applyRobustnessEvent(
  state: RobustnessProgress,
  event: RobustnessStreamEvent,
): RobustnessProgress {
  if (event.type === 'done') {
    const { run } = event;
    return { ...state, status: run.status, done: run.done, total: run.total, final: run };
  }
  // After a reconnect the server replays the finished units: each counts once.
  const key = unitKey(event);
  if (state.seen.has(key)) return state;
  const seen = new Set(state.seen).add(key);
  return {
    ...state,
    done: Math.max(event.done, state.done, seen.size),
    total: Math.max(event.total, state.total),
    failing: state.failing + (event.passes < event.trials ? 1 : 0),
    seen,
    cells: [
      ...state.cells,
      {
        endpoint: event.endpoint,
        arm: event.arm,
        caseId: event.caseId,
        passes: event.passes,
        trials: event.trials,
      },
    ],
  };
}
