// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { Label } from '../types';
import { PublishForm } from './publish-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const label = (name: string, version: number | null): Label => ({
  harnessId: 'h',
  name,
  version,
  split: null,
  updatedAt: '2026-12-02T00:00:00.000Z',
  updatedBy: 'a',
});

it('defaults to production once the labels and the role have arrived after the form', async () => {
  vi.stubGlobal('fetch', async () => new Response('{}', { status: 404 }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const form = (labels: Label[], canMove: boolean) => (
    <QueryClientProvider client={client}>
      <PublishForm
        harnessId="h"
        labels={labels}
        versions={[2, 1]}
        canMove={() => canMove}
        canOverrideGate={false}
        changes={() => null}
      />
    </QueryClientProvider>
  );
  const { rerender } = render(form([], false));
  expect(screen.queryByRole('form')).toBeNull();
  rerender(form([label('staging', null), label('production', 1)], true));
  expect(await screen.findByLabelText(/move production to v2/)).toBeTruthy();
  expect((screen.getByLabelText('Label') as HTMLSelectElement).value).toBe('production');
});
