// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useLanguageStore } from '../../../lib/i18n';
import { CalendarView } from './calendar-view';
import { calendarEntry, fakeApi, json, page, renderWithProviders, schedule } from './testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useLanguageStore.setState({ chosen: null });
});

const CAL = '/harnesses/h1/calendar';
const SCHEDULES = '/harnesses/h1/schedules?limit=100';

const show = (canMove?: (label: string) => boolean) =>
  renderWithProviders(
    <CalendarView
      harnessId="h1"
      requestHref={(n) => `/harnesses/h1/requests/${n}`}
      canMove={canMove}
    />,
  );

describe('CalendarView', () => {
  it('groups moves and ends by day in the harness’s zone, links requests and flags overlaps', async () => {
    fakeApi({
      [`GET ${CAL}`]: json({
        timeZone: 'Asia/Shanghai',
        entries: [
          // 16:00 UTC on the 12th is midnight on the 13th in Shanghai.
          calendarEntry({
            kind: 'end',
            at: '2026-12-12T16:00:00.000Z',
            localAt: '2026-12-13T00:00',
          }),
          calendarEntry({ overlapsWith: [12] }),
          calendarEntry({
            scheduleId: 12,
            at: '2026-12-12T12:00:30.000Z',
            localAt: '2026-12-12T20:00',
            overlapsWith: [11],
          }),
        ],
      }),
      [`GET ${SCHEDULES}`]: json(
        page([schedule(), schedule({ id: 12, requestId: null, reason: 'Plain move' })]),
      ),
    });
    show();
    const days = await screen.findAllByRole('heading', { level: 2 });
    expect(days.map((d) => d.textContent)).toEqual(['Dec 12, 2026', 'Dec 13, 2026']);
    const move = await screen.findByTestId('calendar-11-move');
    expect(move.textContent).toContain('20:00');
    expect(
      within(move).getByRole('link', { name: 'Label production moves' }).getAttribute('href'),
    ).toBe('/harnesses/h1/requests/7');
    expect(move.textContent).toContain('Overlaps #12 (within a minute)');
    expect(move.className).toContain('overlaps');
    const plain = screen.getByTestId('calendar-12-move');
    expect(within(plain).queryByRole('link')).toBeNull();
    expect(plain.textContent).toContain('Plain move');
    const end = screen.getByTestId('calendar-11-end');
    expect(end.textContent).toContain('00:00');
    expect(end.textContent).toContain('Label production moves back');
    expect(end.className).not.toContain('overlaps');
  });

  it('cancels a plain move for who may move its label; a request’s schedule is cancelled on the request', async () => {
    const calls = fakeApi({
      [`GET ${CAL}`]: json({
        timeZone: 'Asia/Shanghai',
        entries: [calendarEntry(), calendarEntry({ scheduleId: 12, label: 'staging' })],
      }),
      [`GET ${SCHEDULES}`]: json(
        page([schedule(), schedule({ id: 12, requestId: null, label: 'staging' })]),
      ),
      'DELETE /harnesses/h1/schedules/12': json(schedule({ id: 12, state: 'cancelled' })),
    });
    show((label) => label === 'staging');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel schedule #12' }));
    expect(screen.queryByRole('button', { name: 'Cancel schedule #11' })).toBeNull();
    await vi.waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path.endsWith('/schedules/12'))).toBe(
        true,
      ),
    );
  });

  it('says it in Chinese, and says when nothing is scheduled', async () => {
    useLanguageStore.setState({ chosen: 'zh-CN' });
    fakeApi({
      [`GET ${CAL}`]: json({
        timeZone: 'Asia/Shanghai',
        entries: [calendarEntry({ state: 'missed' })],
      }),
      [`GET ${SCHEDULES}`]: json(page([])),
    });
    show();
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('2026-12-12');
    expect(screen.getByTestId('calendar-11-move').textContent).toContain(
      '标签 production 移动 · 已错过',
    );
    cleanup();
    useLanguageStore.setState({ chosen: null });
    fakeApi({
      [`GET ${CAL}`]: json({ timeZone: 'UTC', entries: [] }),
      [`GET ${SCHEDULES}`]: json(page([])),
    });
    show();
    expect(await screen.findByText('Nothing scheduled.')).toBeTruthy();
  });

  it('shows an end a later move superseded, in both languages', async () => {
    const entries = [
      calendarEntry({ kind: 'end', state: 'superseded', at: '2026-12-12T16:00:00.000Z' }),
    ];
    for (const [chosen, word] of [
      [null, 'Superseded'],
      ['zh-CN', '已被取代'],
    ] as const) {
      useLanguageStore.setState({ chosen });
      fakeApi({
        [`GET ${CAL}`]: json({ timeZone: 'UTC', entries }),
        [`GET ${SCHEDULES}`]: json(page([])),
      });
      show();
      expect((await screen.findByTestId('calendar-11-end')).textContent).toContain(word);
      cleanup();
    }
  });
});
