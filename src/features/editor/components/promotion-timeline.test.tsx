// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useLanguageStore } from '../../../lib/i18n';
import { HARNESS, sampleDraft } from '../testing/draft-fixture';
import { renderEditor, resetEditorAroundEachTest } from '../testing/render-editor';
import { EntityNav } from './entity-nav';
import { PromotionTimeline } from './promotion-timeline';

resetEditorAroundEachTest();
// A fixed clock: the morning of the sample's flash sale (20:00-21:00 in Shanghai) on 12-11.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-11T10:00:00+08:00'));
  useLanguageStore.setState({ chosen: 'zh-CN' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it('在时间轴上列出每个促销的状态和时间窗口（店铺时区），今晚的秒杀一眼可见', async () => {
  renderEditor(<PromotionTimeline harnessId={HARNESS} current="double12-threshold" />);
  const table = await screen.findByTestId('promotion-timeline');
  const rows = within(table).getAllByTestId('timeline-row');
  // Ordered by start: tonight's flash sale first, then the three of 12-12.
  expect(rows.map((r) => r.getAttribute('data-phase'))).toEqual([
    'tonight',
    'tomorrow',
    'tomorrow',
    'tomorrow',
  ]);
  expect(within(rows[0]!).getByText('今晚 20:00')).toBeTruthy();
  expect(rows[0]!.textContent).toContain('2026-12-11 20:00 – 21:00（Asia/Shanghai）');
  expect(within(rows[0]!).getByRole('link', { name: '寿眉饼预热秒杀169元' })).toBeTruthy();
  expect(within(rows[1]!).getByText('明天 00:00')).toBeTruthy();
  // The promotion being edited is not a link to itself.
  const current = rows.find((r) => r.className === 'current')!;
  expect(within(current).queryByRole('link')).toBeNull();
  // Hours on the axis for a 28-hour range, the date at midnight.
  const ticks = [...screen.getByTestId('timeline-axis').querySelectorAll('.timeline-tick')];
  expect(ticks.map((t) => t.textContent)).toEqual([
    '20:00',
    '12月12日',
    '04:00',
    '08:00',
    '12:00',
    '16:00',
    '20:00',
    '12月13日',
  ]);
  expect(screen.getByTestId('timeline-now').textContent).toBe(
    '现在（2026-12-11 10:00）还早于最早的活动时间。',
  );
});

it('在活动进行中时画出“现在”的标记，停用的促销写明“已停用”', async () => {
  vi.setSystemTime(new Date('2026-12-12T09:00:00+08:00'));
  renderEditor(<PromotionTimeline harnessId={HARNESS} current="baicha-flash-sale" />, {
    draft: withDisabled('member-95'),
  });
  const table = await screen.findByTestId('promotion-timeline');
  const phases = within(table)
    .getAllByTestId('timeline-row')
    .map((r) => r.getAttribute('data-phase'));
  expect(phases).toEqual(['ended', 'running', 'running', 'disabled']);
  expect(within(table).getByText('已停用')).toBeTruthy();
  expect(within(table).getAllByText('进行中')).toHaveLength(2);
  expect(screen.getByText('现在')).toBeTruthy();
  expect(table.querySelectorAll('.timeline-now')).toHaveLength(4);
  expect(screen.getByTestId('timeline-now').textContent).toBe('红线表示现在：2026-12-12 09:00。');
});

it('在侧边导航里每个促销旁写出状态，并在提示中给出时间窗口', async () => {
  // jsdom lays nothing out: the list's scroll box gets a sidebar's size.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(240);
  renderEditor(<EntityNav harnessId={HARNESS} kinds={['promotion']} writable={[]} />);
  const flash = await screen.findByRole('link', { name: /寿眉饼预热秒杀169元/ });
  expect(within(flash).getByText('今晚 20:00')).toBeTruthy();
  expect(flash.getAttribute('title')).toBe(
    '寿眉饼预热秒杀169元 (baicha-flash-sale): 2026-12-11 20:00 – 21:00（Asia/Shanghai）',
  );
  const coupon = screen.getByRole('link', { name: /新粉专享20元券/ });
  expect(within(coupon).getByText('明天 00:00')).toBeTruthy();
});

/** The sample's draft with one promotion switched off. */
function withDisabled(key: string) {
  const draft = sampleDraft();
  const e = draft.entities.find((x) => x.kind === 'promotion' && x.key === key)!;
  e.value = { ...(e.value as object), enabled: false };
  return draft;
}
