import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { ShopDetail, ShopRecord } from '../types';

// Test support for the feature's component tests (jsdom): providers, a fake studio API that
// answers by method and path, and shops.

export interface Call {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
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
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    const call = { method, path, body, headers: new Headers(init.headers) };
    calls.push(call);
    const answer = routes[`${method} ${path}`];
    if (!answer) return json({ status: 404, title: 'Not Found', detail: `${method} ${path}` }, 404);
    return typeof answer === 'function' ? answer(call) : answer.clone();
  });
  return calls;
}

export function renderWithProviders(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

export const shopRecord = (patch: Partial<ShopRecord> = {}): ShopRecord => ({
  harnessId: 'h1',
  shopId: 'tea-a',
  name: 'Tea A',
  tags: ['tea'],
  overlayVersion: null,
  createdAt: '2026-12-03T09:00:00.000Z',
  updatedAt: '2026-12-03T09:00:00.000Z',
  ...patch,
});

export const emptyOverlay = (): ShopDetail['overlay'] => ({
  preferences: {},
  promotions: [],
  extraSkills: [],
  disabledSkills: [],
  variables: {},
});

/** The base's draft as `GET /harnesses/h1/draft` sends the parts an overlay form reads. */
export const baseDraft = {
  harnessId: 'h1',
  entities: [],
  diagnostics: [],
  document: {
    preferences: {
      shopId: 'platform',
      shopName: 'Platform shop',
      tone: 'friendly',
      language: 'zh-CN',
      greeting: 'Welcome to the stream!',
      forbiddenTopics: ['politics'],
      discountFloor: 0.7,
      brandTerms: [],
      maxReplyChars: 120,
    },
    skills: [
      { id: 'greeting', name: 'Greeting', description: 'Greet viewers.', instructions: '' },
      { id: 'coupon-push', name: 'Coupon push', description: 'Push coupons.', instructions: '' },
    ],
    prompt: {
      sections: [],
      variables: [{ name: 'service.hotline', description: 'Hotline', default: '400-820-1212' }],
    },
  },
};
