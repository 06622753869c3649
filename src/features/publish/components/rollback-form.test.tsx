// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { fakeApi, json, renderWithProviders } from '../../../lib/testing/fake-api';
import { useLanguageStore } from '../../../lib/i18n';
import type { LabelMove } from '../types';
import { LabelHistory } from './label-history';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useLanguageStore.setState({ chosen: null, fallback: 'en' });
});

const moveOf = (id: number, from: number | null, to: number, kind: LabelMove['kind']) => ({
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
  kind,
});

const MOVES = 'GET /harnesses/h/labels/production/moves?limit=50';
const PUT = 'PUT /harnesses/h/labels/production';

async function rollBack() {
  renderWithProviders(<LabelHistory harnessId="h" label="production" canMove />);
  fireEvent.click(await screen.findByRole('button', { name: 'Roll back to v1' }));
  const form = screen.getByRole('group', { name: 'Roll back to v1' });
  fireEvent.click(within(form).getByRole('button', { name: 'Move production back to v1' }));
  return form;
}

it('says it rolled back right by its button, and marks rollbacks in the history', async () => {
  const calls = fakeApi({
    [MOVES]: json({
      items: [moveOf(2, 1, 2, 'move'), moveOf(1, null, 1, 'move')],
      nextCursor: null,
    }),
    [PUT]: json({ label: {}, move: moveOf(3, 2, 1, 'rollback') }),
  });
  const form = await rollBack();
  expect((await within(form).findByRole('status')).textContent).toBe(
    'production is back on v1; the move is recorded as a rollback.',
  );
  expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
    version: 1,
    split: null,
    reason: 'Roll back to v1',
  });
  expect(within(form).queryByRole('button', { name: 'Move production back to v1' })).toBeNull();
  fireEvent.click(within(form).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('group', { name: 'Roll back to v1' })).toBeNull();
});

it('shows a refusal at the button in the reader’s language, the server’s English as its tooltip', async () => {
  act(() => useLanguageStore.setState({ chosen: 'zh-CN' }));
  fakeApi({
    [MOVES]: json({
      items: [moveOf(3, 2, 1, 'rollback'), moveOf(2, 1, 2, 'move'), moveOf(1, null, 1, 'move')],
      nextCursor: null,
    }),
    [PUT]: json(
      { status: 403, title: 'Forbidden', detail: 'Your role may not move the label.' },
      403,
    ),
  });
  renderWithProviders(<LabelHistory harnessId="h" label="production" canMove />);
  const rows = await screen.findAllByTestId('label-move');
  expect(within(rows[0]!).getByText('回滚')).toBeTruthy();
  expect(within(rows[1]!).queryByText('回滚')).toBeNull();
  fireEvent.click(within(rows[1]!).getByRole('button', { name: '恢复到 v2' }));
  const form = screen.getByRole('group');
  fireEvent.click(within(form).getByRole('button', { name: '把 production 移回 v2' }));
  const alert = await within(form).findByRole('alert');
  expect(alert.textContent).toBe('你的角色不能移动 production：请发布人员来回滚。');
  expect(alert.getAttribute('title')).toBe('Your role may not move the label.');
});

it('says a bad reason at the reason field', async () => {
  fakeApi({
    [MOVES]: json({ items: [moveOf(2, 1, 2, 'move')], nextCursor: null }),
    [PUT]: json(
      {
        status: 400,
        title: 'Bad Request',
        detail: 'Invalid input.',
        errors: [{ pointer: '/reason', code: 'label.reason', message: 'Say why the label moves.' }],
      },
      400,
    ),
  });
  const form = await rollBack();
  expect((await within(form).findByRole('alert')).textContent).toBe(
    'Say why production goes back (up to 1,000 characters).',
  );
  expect(within(form).getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');
});
