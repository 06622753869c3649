// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Actor } from '../../harness/roles';
import { fakeApi, json } from '../../lib/testing/fake-api';
import { JobNav } from '../layouts/job-nav';
import WebhooksPage from './webhooks-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The webhook screen is the engineers' and admins' (the core's canManageWebhooks, which the
// server enforces): the navigation offers it to them only, and anyone else sent there is told
// whom to ask instead of a refused list.

const as = (role: Actor['role']) => {
  const calls = fakeApi({
    'GET /session': json({ actor: { id: `${role}-1`, name: role, role }, authMode: 'token' }),
    'GET /harnesses/h1/webhooks': json([]),
  });
  const router = createMemoryRouter(
    [
      {
        path: '/harnesses/:id/webhooks',
        element: (
          <>
            <JobNav harnessId="h1" />
            <WebhooksPage />
          </>
        ),
      },
    ],
    { initialEntries: ['/harnesses/h1/webhooks'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return calls;
};

describe('WebhooksPage', () => {
  it.each(['engineer', 'admin'] as const)('is in the navigation of an %s', async (role) => {
    as(role);
    const nav = await screen.findByRole('list', { name: /jobs/i });
    await within(nav).findByRole('link', { name: 'Webhooks' });
    expect(await screen.findByText('No webhooks yet: add one below.')).toBeTruthy();
  });

  it.each(['ops', 'qa', 'publisher'] as const)('is not offered to %s', async (role) => {
    const calls = as(role);
    expect(await screen.findByText(/Engineers and admins manage/)).toBeTruthy();
    const nav = screen.getByRole('list', { name: /jobs/i });
    expect(within(nav).queryByRole('link', { name: 'Webhooks' })).toBeNull();
    expect(calls.some((c) => c.path.includes('/webhooks'))).toBe(false);
  });
});
