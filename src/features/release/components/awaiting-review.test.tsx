// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { AwaitingReview } from './awaiting-review';
import { changeRequest, fakeApi, json, page, renderWithProviders } from './testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const AWAITING = '/harnesses/h1/change-requests?awaiting=me&limit=50';
const href = (n: number) => `/harnesses/h1/requests/${n}`;

describe('AwaitingReview', () => {
  it('lists what waits for the reader’s review', async () => {
    const calls = fakeApi({ [`GET ${AWAITING}`]: json(page([changeRequest()])) });
    renderWithProviders(<AwaitingReview harnessId="h1" requestHref={href} />);
    expect(
      await screen.findByRole('heading', { name: 'Waiting for your review (1)' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Double-12 campaign' }).getAttribute('href')).toBe(
      '/harnesses/h1/requests/7',
    );
    expect(calls.map((c) => c.path)).toEqual([AWAITING]);
  });

  it('shows nothing when nothing waits', async () => {
    const calls = fakeApi({ [`GET ${AWAITING}`]: json(page([])) });
    const { container } = renderWithProviders(<AwaitingReview harnessId="h1" requestHref={href} />);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(container.textContent).toBe('');
  });
});
