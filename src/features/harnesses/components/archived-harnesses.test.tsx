// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { fakeApi, json, renderWithProviders } from '../../../lib/testing/fake-api';
import { ArchivedHarnesses } from './archived-harnesses';
import { summary } from './testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LIST = 'GET /harnesses?archived=true&limit=100';
const archived = (id: string) => {
  const { labels: _labels, latestRun: _run, draft: _draft, ...harness } = summary(id);
  return { ...harness, archived: true, archivedAt: '2026-12-04T08:00:00.000Z' };
};

/** Opens the folded list (its summary is a disclosure button). */
function open() {
  const details = screen.getByText('Archived harnesses').closest('details')!;
  details.open = true;
  fireEvent(details, new Event('toggle'));
}

it('asks for nothing until opened, then lists the archived harnesses', async () => {
  const calls = fakeApi({ [LIST]: json({ items: [archived('old')], nextCursor: null }) });
  renderWithProviders(<ArchivedHarnesses />);
  expect(calls).toEqual([]);
  open();
  expect(await screen.findByTestId('archived-harness')).toHaveProperty(
    'textContent',
    'Tea host old oldUn-archive',
  );
});

it('un-archives one: the request it sends, and the list asked again', async () => {
  let items = [archived('old'), archived('older')];
  const calls = fakeApi({
    [LIST]: () => json({ items, nextCursor: null }),
    'POST /harnesses/old/unarchive': () => {
      items = items.filter((h) => h.id !== 'old');
      return json({ ...archived('old'), archived: false, archivedAt: null });
    },
  });
  renderWithProviders(<ArchivedHarnesses />);
  open();
  fireEvent.click(await screen.findByRole('button', { name: 'Un-archive Tea host old' }));
  await vi.waitFor(() => expect(screen.getAllByTestId('archived-harness')).toHaveLength(1));
  expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
    '/harnesses/old/unarchive',
  ]);
});

it('says a refusal beside the button, and names the harness', async () => {
  fakeApi({
    [LIST]: json({ items: [archived('old')], nextCursor: null }),
    'POST /harnesses/old/unarchive': json(
      { status: 403, title: 'Forbidden', code: 'forbidden', detail: 'Only admins may.' },
      403,
    ),
  });
  renderWithProviders(<ArchivedHarnesses />);
  open();
  const button = await screen.findByRole('button', { name: 'Un-archive Tea host old' });
  fireEvent.click(button);
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toMatch(/^Tea host old was not un-archived\. /);
  expect(button.getAttribute('aria-describedby')).toBe(alert.id);
});

it('says when nothing is archived', async () => {
  fakeApi({ [LIST]: json({ items: [], nextCursor: null }) });
  renderWithProviders(<ArchivedHarnesses />);
  open();
  expect(await screen.findByText('No harness is archived.')).toBeTruthy();
});
