// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { useLanguageStore } from '../../../lib/i18n';
import { PendingWindowEnds } from './pending-window-ends';
import { fakeApi, json, page, renderWithProviders, schedule } from './testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useLanguageStore.setState({ chosen: null });
});

const FIRED = '/harnesses/h1/schedules?limit=100&state=fired';
const href = (n: number) => `/harnesses/h1/requests/${n}`;
const open = schedule({
  version: 3,
  state: 'fired',
  firedAt: '2026-12-12T12:00:05.000Z',
  endState: 'pending',
  previous: { version: 2, split: null },
});

it('says when an open window moves production back, and to what, linked to its request', async () => {
  fakeApi({
    [`GET ${FIRED}`]: json(
      page([open, schedule({ id: 12, state: 'fired', endState: 'fired', requestId: null })]),
    ),
  });
  renderWithProviders(<PendingWindowEnds harnessId="h1" requestHref={href} />);
  const line = await screen.findByTestId('pending-end-11');
  expect(line.textContent).toBe(
    'production serves v3 until Dec 13, 2026, 00:00 (Asia/Shanghai), then moves back to v2.',
  );
  expect(line.querySelector('a')?.getAttribute('href')).toBe('/harnesses/h1/requests/7');
  expect(screen.queryByTestId('pending-end-12')).toBeNull();
});

it('says it in Chinese', async () => {
  useLanguageStore.setState({ chosen: 'zh-CN' });
  fakeApi({ [`GET ${FIRED}`]: json(page([open])) });
  renderWithProviders(<PendingWindowEnds harnessId="h1" requestHref={href} />);
  expect((await screen.findByTestId('pending-end-11')).textContent).toBe(
    'production 在 2026-12-13 00:00 (Asia/Shanghai) 之前使用 v3，届时移回 v2。',
  );
});
