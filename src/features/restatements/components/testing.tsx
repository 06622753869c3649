import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { Restatement } from '../types';

// Test support for the feature's component tests (jsdom): providers, a fake studio API that
// answers by method and path, and a proposed restatement.

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

export const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), {
    status,
    headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
  });

/** Stubs `fetch`; `routes` keys are "METHOD /path?query" after `/api/v1`. */
export function fakeApi(routes: Record<string, Response | ((call: Call) => Response)>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const path = String(input).replace(/^\/api\/v1/, '');
    const call = { method, path, body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const answer = routes[`${method} ${path}`];
    if (!answer) return json({ status: 404, title: 'Not Found', detail: `${method} ${path}` }, 404);
    return typeof answer === 'function' ? answer(call) : answer.clone();
  });
  return calls;
}

export function renderWithProviders(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

export const proposed = (patch: Partial<Restatement> = {}): Restatement => ({
  id: '00000000-0000-4000-8000-000000000001',
  harnessId: 'h1',
  endpoint: 'large',
  sourceHash: 'abc',
  part: 'skills',
  field: 'skill.description',
  entity: 'price-talk',
  pointer: '/description',
  sourceText: 'Use when a viewer asks about the price.',
  restatedText: 'Use this when someone in the stream wants to know what it costs.',
  editedText: null,
  text: 'Use this when someone in the stream wants to know what it costs.',
  status: 'proposed',
  reviewedBy: null,
  reviewedAt: null,
  createdAt: '2026-12-03T09:00:00.000Z',
  createdBy: 'qa',
  ...patch,
});
