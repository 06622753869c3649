// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { fakeApi, json, renderWithProviders } from '../../../lib/testing/fake-api';
import { HarnessSummaries, SEARCH_FROM } from './harness-summaries';
import { label, summary } from './testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LIST = 'GET /harness-summaries?limit=100';

it('shows what each label serves, the latest run and whether the draft differs', async () => {
  fakeApi({
    [LIST]: json({
      items: [
        summary('sample', {
          labels: [label('staging', 2, 'ann'), label('production', 1)],
          latestRun: {
            id: 'run-1',
            target: '1',
            version: 1,
            status: 'finished',
            passRate: 0.9,
            passed: 27,
            cases: 30,
            createdAt: '2026-12-03T07:00:00.000Z',
            finishedAt: '2026-12-03T07:10:00.000Z',
          },
          draft: {
            against: 1,
            differs: true,
            changes: [{ kind: 'promotion', added: 1, changed: 2, removed: 0, moved: 0 }],
          },
        }),
        summary('fresh', {
          labels: [label('production', null), label('staging', null)],
          draft: { against: null, differs: null, changes: [] },
        }),
      ],
      nextCursor: null,
    }),
  });
  renderWithProviders(<HarnessSummaries />);
  const [sample, fresh] = await screen.findAllByTestId('harness-card');
  const card = within(sample!);
  expect(card.getByRole('link', { name: 'Tea host sample' }).getAttribute('href')).toBe(
    '/harnesses/sample',
  );
  // Production first, then staging, each with since when and by whom.
  const lines = card.getAllByRole('definition').map((d) => d.textContent);
  expect(lines[0]).toMatch(/^v1 · since .+, by the studio \(sample seeding\)$/);
  expect(lines[1]).toMatch(/^v2 · since .+, by ann$/);
  expect(card.getByTestId('run-line').textContent).toMatch(/^Tests: 90% passed \(27\/30\), /);
  expect(card.getByTestId('draft-differs').textContent).toBe(
    'The draft differs from production: Promotion: 1 added, 2 changed',
  );
  expect(within(fresh!).getAllByText('nothing published yet')).toHaveLength(2);
  expect(within(fresh!).getByText('The draft is not published yet')).toBeTruthy();
  expect(within(fresh!).getByText('Tests: no finished run yet')).toBeTruthy();
  // Two harnesses: no search box, no developer status line.
  expect(screen.queryByRole('searchbox')).toBeNull();
  expect(screen.queryByText(/API:/)).toBeNull();
});

it('offers a search box past eight harnesses and filters by name, id or shop', async () => {
  const items = Array.from({ length: SEARCH_FROM }, (_, i) => summary(`h-${i}`));
  items.push(summary('jinye', { name: '金叶茶馆', shopId: 'jinye-teahouse' }));
  fakeApi({ [LIST]: json({ items, nextCursor: null }) });
  renderWithProviders(<HarnessSummaries />);
  const search = await screen.findByRole('searchbox', { name: 'Find a harness' });
  expect(screen.getAllByTestId('harness-card')).toHaveLength(SEARCH_FROM + 1);
  fireEvent.change(search, { target: { value: 'JINYE-tea' } });
  expect(
    screen.getAllByTestId('harness-card').map((c) => c.querySelector('h2')?.textContent),
  ).toEqual(['金叶茶馆']);
  fireEvent.change(search, { target: { value: 'h-3' } });
  expect(screen.getAllByTestId('harness-card')).toHaveLength(1);
  fireEvent.change(search, { target: { value: 'matcha' } });
  expect(screen.getByRole('status').textContent).toBe('No harness matches “matcha”.');
});

it('says a broken API as an error banner', async () => {
  fakeApi({
    [LIST]: json({ status: 503, title: 'Unavailable', detail: 'The database is away.' }, 503),
  });
  renderWithProviders(<HarnessSummaries />);
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(
    'The studio could not be reached, so the harnesses cannot be shown.',
  );
  expect(screen.queryByTestId('harness-card')).toBeNull();
});
