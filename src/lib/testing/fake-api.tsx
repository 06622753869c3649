import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

// Test support for the features' component tests (jsdom): a screen with its providers, a fake
// studio API that answers by method and path, and a controllable event stream.

export interface Call {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

export type Answer = Response | ((call: Call) => Response | Promise<Response>);

/** A JSON answer; from 400 on, problem details as the API sends them. */
export const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), {
    status,
    headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
  });

/** A controllable event stream: `send` an event, `close` the stream. */
export function sseStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: () => new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    send: (event: string, data: unknown) =>
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
    close: () => controller.close(),
  };
}

/** Stubs `fetch`; `routes` keys are "METHOD /path?query" after `/api/v1`. */
export function fakeApi(routes: Record<string, Answer>) {
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
