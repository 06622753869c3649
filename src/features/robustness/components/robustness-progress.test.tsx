// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { RobustnessProgress } from './robustness-progress';
import { fakeApi, finishedRun, json, renderWithProviders } from './testing';

afterEach(cleanup);

/** A controllable event stream: `send` an event, `close` the stream. */
function sseStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: () => new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    send: (event: string, data: unknown) =>
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
  };
}

const RUN = '/harnesses/h1/robustness-runs/run-1111-aaaa';
const running = { ...finishedRun(), status: 'running' as const, done: 0, report: null };
const unit = (done: number, caseId: string, passes: number) => ({
  done,
  total: 20,
  endpoint: 'default',
  arm: 'tool-schemas#1',
  caseId,
  passes,
  trials: 2,
});

describe('RobustnessProgress', () => {
  it('moves the bar with the stream’s units, cancels, and ends with a link to the report', async () => {
    const stream = sseStream();
    const calls = fakeApi({
      [`GET ${RUN}/events`]: () => stream.response(),
      [`POST ${RUN}/cancel`]: json({ ...running, status: 'cancelled' }),
      'GET /harnesses/h1/robustness-runs?limit=50': json([]),
    });
    renderWithProviders(
      <RobustnessProgress harnessId="h1" run={running} canCancel>
        {(p) => <p data-testid="live-cells">{p.cells.map((c) => c.caseId).join(',')}</p>}
      </RobustnessProgress>,
    );
    const bar = screen.getByRole('progressbar', { name: 'Units done' });
    expect(bar.getAttribute('aria-valuemax')).toBe('20');
    stream.send('unit', unit(1, 'greets', 2));
    stream.send('unit', unit(2, 'coupon', 0));
    await vi.waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('2'));
    expect(screen.getByText(/2 \/ 20 units · 1 failing/)).toBeTruthy();
    expect(screen.getByTestId('live-cells').textContent).toBe('greets,coupon');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel run' }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    stream.send('done', { ...running, status: 'cancelled', done: 2 });
    expect(await screen.findByText('The robustness run ended: cancelled.')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Open the robustness report' }).getAttribute('href'),
    ).toBe('/harnesses/h1/tests/robustness/run-1111-aaaa');
    expect(screen.queryByRole('button', { name: 'Cancel run' })).toBeNull();
  });
});
