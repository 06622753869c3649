// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CaseEvaluation } from '../../../harness/evaluation';
import { followTestRun } from '../api/follow-test-run';
import type { RunStreamEvent } from '../model/run-events';
import type { TestRun } from '../types';
import { useRunProgress } from './use-run-progress';

vi.mock('../api/follow-test-run', () => ({ followTestRun: vi.fn() }));

const run: TestRun = {
  id: '11111111-1111-4111-8111-111111111111',
  harnessId: 'h',
  target: 'draft',
  version: null,
  shop: null,
  contentHash: 'sha256:abc',
  endpoint: 'default',
  model: 'qwen3-4b',
  status: 'running',
  total: 10,
  done: 0,
  summary: null,
  error: null,
  createdAt: '2026-12-02T10:00:00Z',
  createdBy: 'qa',
  finishedAt: null,
};

const caseEvent = (n: number): RunStreamEvent => ({
  type: 'case',
  done: n,
  total: 10,
  caseId: `c${n}`,
  evaluation: { caseId: `c${n}`, pass: true } as CaseEvaluation,
});

type Connection = (onEvent: (e: RunStreamEvent) => void) => Promise<{ ended: boolean }>;

/** Each call of followTestRun plays the next scripted connection. */
function script(connections: Connection[]) {
  let i = 0;
  vi.mocked(followTestRun).mockImplementation(async (_h, _r, onEvent) => {
    const next = connections[i++];
    if (!next) throw new Error('no more connections scripted');
    return next(onEvent);
  });
}

function follow() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useRunProgress('h', run), { wrapper });
}

/** Lets every backoff pause (at most 8 s each) elapse. */
async function waitOut() {
  for (let i = 0; i < 12; i++) await act(() => vi.advanceTimersByTimeAsync(8_000));
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(followTestRun).mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useRunProgress', () => {
  it('keeps following a run through six drops when each reconnect delivers again', async () => {
    const drops: Connection[] = [1, 2, 3, 4, 5, 6].map((n) => async (onEvent) => {
      onEvent(caseEvent(n));
      // Half the drops end the stream, half break it with a network error.
      if (n % 2) return { ended: false };
      throw new TypeError('network error');
    });
    script([
      ...drops,
      async (onEvent) => {
        onEvent(caseEvent(7));
        onEvent({ type: 'done', run: { ...run, status: 'finished', done: 7, total: 7 } });
        return { ended: true };
      },
    ]);
    const { result } = follow();
    await waitOut();

    expect(followTestRun).toHaveBeenCalledTimes(7);
    expect(result.current.error).toBeNull();
    expect(result.current.reconnecting).toBe(false);
    expect(result.current.progress.status).toBe('finished');
    expect(result.current.progress.results.map((r) => r.caseId)).toEqual([
      'c1',
      'c2',
      'c3',
      'c4',
      'c5',
      'c6',
      'c7',
    ]);
  });

  it('still gives up after five consecutive failed reconnects, counted from the last recovery', async () => {
    const fail: Connection = () => Promise.reject(new TypeError('network error'));
    const delivers =
      (n: number): Connection =>
      async (onEvent) => (onEvent(caseEvent(n)), { ended: false });
    script([delivers(1), delivers(2), ...Array<Connection>(8).fill(fail)]);
    const { result } = follow();
    await waitOut();

    // Two connections that delivered, then five reconnects that all failed.
    expect(followTestRun).toHaveBeenCalledTimes(7);
    expect(result.current.error).toBeInstanceOf(TypeError);
    expect(result.current.reconnecting).toBe(true);
    expect(result.current.progress.results).toHaveLength(2);
  });
});
