// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { useLanguageStore } from '../../../lib/i18n';
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

it('says beside the publish button, in Chinese, what it waits for', async () => {
  useLanguageStore.setState({ chosen: 'zh-CN' });
  vi.stubGlobal('fetch', async () => new Response('{}', { status: 404 }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PublishForm
        harnessId="h"
        labels={[label('staging', 1)]}
        versions={[2, 1]}
        canMove={() => true}
        canOverrideGate={false}
        changes={() => null}
      />
    </QueryClientProvider>,
  );
  const publish = await screen.findByRole('button', { name: /发布到 staging/ });
  expect((publish as HTMLButtonElement).disabled).toBe(true);
  const waits = document.getElementById(publish.getAttribute('aria-describedby')!)!;
  expect(waits.textContent).toBe('还需要：写明原因、勾选确认。');
  fireEvent.change(screen.getByLabelText('原因'), { target: { value: '今晚的秒杀' } });
  expect(waits.textContent).toBe('还需要：勾选确认。');
  fireEvent.click(screen.getByRole('checkbox', { name: /把 staging 移到 v2/ }));
  expect((publish as HTMLButtonElement).disabled).toBe(false);
  expect(publish.getAttribute('aria-describedby')).toBeNull();
  useLanguageStore.setState({ chosen: null });
});
