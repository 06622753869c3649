import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

// Test support for the feature's component tests (jsdom): the screen with its providers, and
// a fake studio API that answers by method and path.

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Answer = Response | ((call: Call) => Response | Promise<Response>);

export const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

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
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}
