// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Actor } from '../../harness/roles';
import { fakeApi, json } from '../../lib/testing/fake-api';
import WebhooksPage from './webhooks-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The webhook screen is the engineers' and admins' (the core's canManageWebhooks, which the
// server enforces): anyone else sent there (the settings screen links it) is told whom to ask
// instead of a refused list.

const as = (role: Actor['role']) => {
  const calls = fakeApi({
    'GET /session': json({ actor: { id: `${role}-1`, name: role, role }, authMode: 'token' }),
    'GET /harnesses/h1/webhooks': json([]),
  });
  const router = createMemoryRouter(
    [
      {
        path: '/harnesses/:id/webhooks',
        element: <WebhooksPage />,
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
  it.each(['engineer', 'admin'] as const)('shows an %s the list', async (role) => {
    const calls = as(role);
    expect(await screen.findByText('No webhooks yet: add one below.')).toBeTruthy();
    expect(calls.some((c) => c.path === '/harnesses/h1/webhooks')).toBe(true);
  });

  it.each(['ops', 'qa', 'publisher'] as const)('is not offered to %s', async (role) => {
    const calls = as(role);
    expect(await screen.findByText(/Engineers and admins manage/)).toBeTruthy();
    expect(calls.some((c) => c.path.includes('/webhooks'))).toBe(false);
  });
});
