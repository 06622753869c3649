// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import { fakeApi, json, renderWithProviders } from '../../../lib/testing/fake-api';
import { useLanguageStore } from '../../../lib/i18n';
import { LabelHistory } from './label-history';

// Who may not move production (ops) is never left at a dead end: the history says who may,
// and each earlier state is a rollback to ask for, the version filled in.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useLanguageStore.setState({ chosen: null, fallback: 'en' });
});

const move = (id: number, from: number | null, to: number) => ({
  id,
  harnessId: 'h',
  label: 'production',
  at: '2026-12-03T08:00:00.000Z',
  actor: 'publisher-user',
  reason: 'release',
  fromVersion: from,
  fromSplit: null,
  toVersion: to,
  toSplit: null,
  kind: 'move' as const,
});

const MOVES = 'GET /harnesses/h/labels/production/moves?limit=50';
const ask = (v: number) => `/requests?open=${v}&target=production&rollback=1`;

it('offers ops a rollback to ask for, not a Restore it would see refused, and says who moves production', async () => {
  fakeApi({ [MOVES]: json({ items: [move(2, 2, 3), move(1, null, 2)], nextCursor: null }) });
  renderWithProviders(
    <LabelHistory harnessId="h" label="production" canMove={false} askRollbackHref={ask} />,
  );
  const rows = await screen.findAllByTestId('label-move');
  expect(screen.queryByRole('button')).toBeNull();
  expect(
    within(rows[0]!).getByRole('link', { name: 'Ask for a rollback to v2' }).getAttribute('href'),
  ).toBe(ask(2));
  expect(within(rows[1]!).getByRole('link', { name: 'Ask for a rollback to v2' })).toBeTruthy();
  expect(screen.getByTestId('rollback-who').textContent).toBe(
    'Only a publisher or an administrator may move production, rolling it back included: ask for a rollback and a change request goes to them with the version filled in.',
  );
});

it('says it in Chinese; without a way to ask, says only who may', async () => {
  act(() => useLanguageStore.setState({ chosen: 'zh-CN' }));
  fakeApi({ [MOVES]: json({ items: [move(2, 2, 3)], nextCursor: null }) });
  renderWithProviders(
    <LabelHistory harnessId="h" label="production" canMove={false} askRollbackHref={ask} />,
  );
  expect((await screen.findByRole('link', { name: '申请回滚到 v2' })).getAttribute('href')).toBe(
    ask(2),
  );
  expect(screen.getByTestId('rollback-who').textContent).toMatch(
    /^只有发布负责人或管理员可以移动 production/,
  );
  cleanup();
  act(() => useLanguageStore.setState({ chosen: 'en' }));
  renderWithProviders(<LabelHistory harnessId="h" label="production" canMove={false} />);
  expect((await screen.findByTestId('rollback-who')).textContent).toBe(
    'Only a publisher or an administrator may move production, rolling it back included.',
  );
  expect(screen.queryByRole('link', { name: /rollback/ })).toBeNull();
});
