// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { WebhooksScreen } from './webhooks-screen';
import { axeViolations, delivery, fakeApi, json, renderWithProviders, webhook } from './testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LOG = 'GET /harnesses/h1/webhooks/3/deliveries?limit=50';

describe('DeliveryLog', () => {
  it('shows each attempt with its status code and redelivers at the delivery’s route', async () => {
    const calls = fakeApi({
      'GET /harnesses/h1/webhooks': json([webhook()]),
      [LOG]: json({
        items: [
          delivery(),
          delivery({
            id: 8,
            type: 'schedule.fired',
            state: 'pending',
            attempts: [
              {
                at: '2026-12-04T10:01:00.000Z',
                status: null,
                error: 'timed out',
                durationMs: 10_000,
              },
            ],
            nextAttemptAt: '2026-12-04T10:01:30.000Z',
          }),
        ],
        nextCursor: null,
      }),
      'POST /harnesses/h1/webhooks/3/deliveries/9/redeliver': json(
        delivery({ state: 'pending', nextAttemptAt: '2026-12-04T10:06:00.000Z' }),
        202,
      ),
    });
    const { container } = renderWithProviders(<WebhooksScreen harnessId="h1" />);
    const row = await screen.findByTestId('webhook-3');
    const open = within(row).getByRole('button', { name: 'Delivery log' });
    fireEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');

    const delivered = await screen.findByTestId('delivery-9');
    expect(delivered.textContent).toContain('Change request opened');
    expect(delivered.textContent).toContain('Delivered');
    const attempts = within(delivered)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(attempts).toHaveLength(2);
    expect(attempts[0]).toMatch(/HTTP 503 in 41 ms/);
    expect(attempts[1]).toMatch(/HTTP 200 in 12 ms/);
    const waiting = screen.getByTestId('delivery-8');
    expect(waiting.textContent).toContain('Schedule carried out');
    expect(waiting.textContent).toContain('Waiting');
    expect(waiting.textContent).toMatch(/no answer in 10000 ms/);
    expect(waiting.textContent).toMatch(/Dec 4, 2026/);
    expect(await axeViolations(container)).toEqual([]);

    fireEvent.click(within(delivered).getByRole('button', { name: 'Redeliver' }));
    await waitFor(() => expect(screen.getByText('Queued again.')).toBeTruthy());
    const posted = calls.filter((c) => c.method === 'POST');
    expect(posted.map((c) => c.path)).toEqual(['/harnesses/h1/webhooks/3/deliveries/9/redeliver']);
    // The log reads again after a redelivery.
    expect(calls.filter((c) => `${c.method} ${c.path}` === LOG).length).toBeGreaterThan(1);
  });

  it('reads the log again on Refresh', async () => {
    let items = [] as ReturnType<typeof delivery>[];
    fakeApi({
      'GET /harnesses/h1/webhooks': json([webhook()]),
      [LOG]: () => json({ items, nextCursor: null }),
    });
    renderWithProviders(<WebhooksScreen harnessId="h1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delivery log' }));
    await screen.findByText('Nothing sent yet.');
    items = [delivery()];
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect((await screen.findByTestId('delivery-9')).textContent).toMatch(/HTTP 200/);
  });
});
