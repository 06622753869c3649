import type { CaseEvaluation } from '../../../harness/evaluation';
import type { EventStreamMessage } from '../../../harness';
import { RUN_STATUSES, type RunStatus, type TestRun } from '../types';

/** The progress stream of a run, as GET .../test-runs/:runId/events sends it. */
export type RunStreamEvent =
  | { type: 'case'; done: number; total: number; caseId: string; evaluation: CaseEvaluation }
  | { type: 'done'; run: TestRun };

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

const isStatus = (v: unknown): v is RunStatus =>
  typeof v === 'string' && (RUN_STATUSES as readonly string[]).includes(v);

/**
 * One SSE message as a run event, or null for anything else (a keep-alive, another event
 * name, data that is not ours): a stream must never break the screen that follows it.
 */
export function parseRunEvent(message: EventStreamMessage): RunStreamEvent | null {
  let data: unknown;
  try {
    data = JSON.parse(message.data);
  } catch {
    return null;
  }
  if (!isObject(data)) return null;
  if (message.event === 'case') {
    const { done, total, caseId, evaluation } = data;
    if (!isCount(done) || !isCount(total) || typeof caseId !== 'string') return null;
    if (!isObject(evaluation) || typeof evaluation.pass !== 'boolean') return null;
    return { type: 'case', done, total, caseId, evaluation: evaluation as CaseEvaluation };
  }
  if (message.event === 'done') {
    if (typeof data.id !== 'string' || !isStatus(data.status)) return null;
    return { type: 'done', run: data as unknown as TestRun };
  }
  return null;
}

/** What the progress panel shows of a run while it is followed. */
export interface RunProgress {
  runId: string;
  status: RunStatus;
  done: number;
  total: number;
  /** Finished cases in the order they arrived; a replayed case is kept once. */
  results: CaseEvaluation[];
  /** The run as the `done` event gave it; undefined until then. */
  final?: TestRun;
}

export function initialProgress(run: TestRun): RunProgress {
  return { runId: run.id, status: run.status, done: run.done, total: run.total, results: [] };
}

export function applyRunEvent(state: RunProgress, event: RunStreamEvent): RunProgress {
  if (event.type === 'done') {
    const { run } = event;
    return { ...state, status: run.status, done: run.done, total: run.total, final: run };
  }
  // After a reconnect the server replays the stored cases: a case already shown is skipped.
  if (state.results.some((r) => r.caseId === event.caseId)) return state;
  const results = [...state.results, event.evaluation];
  return {
    ...state,
    // The stream's counter, but never fewer than the cases we have seen.
    done: Math.max(event.done, results.length),
    total: Math.max(event.total, state.total),
    results,
  };
}
