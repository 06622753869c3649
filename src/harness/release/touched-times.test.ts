import { describe, expect, it } from 'vitest';
import { sampleHarness } from '../sample';
import { parseHarness } from '../parse';
import type { HarnessDocument } from '../schema/document';
import type { Promotion } from '../schema/promotion';
import { touchedTimes, windowOpening } from './touched-times';

const sample = (): HarnessDocument => {
  const parsed = parseHarness(structuredClone(sampleHarness));
  if (!parsed.ok) throw new Error('the sample parses');
  return parsed.document;
};

const flash = (over: Partial<Promotion> = {}): Promotion =>
  ({
    id: 'maojian-flash',
    type: 'flash_sale',
    name: '毛尖秒杀99元',
    scope: { kind: 'products', ids: ['p-longjing-250'] },
    window: { start: '2026-12-20T19:30', end: '2026-12-20T20:30', timeZone: 'Asia/Shanghai' },
    stacking: 'exclusive',
    eligibility: { viewers: ['new', 'returning', 'member'], memberTiers: [] },
    quota: {},
    enabled: true,
    price: 99,
    ...over,
  }) as Promotion;

describe('windowOpening', () => {
  it('is a minute after the start, with the offset of the window’s own zone', () => {
    expect(windowOpening(flash().window)).toBe('2026-12-20T19:31:00+08:00');
    expect(
      windowOpening({
        start: '2026-07-04T09:00',
        end: '2026-07-04T18:00',
        timeZone: 'America/New_York',
      }),
    ).toBe('2026-07-04T09:01:00-04:00');
  });

  it('is the start of a window of a minute or less, and null for one that never opens', () => {
    const zone = 'Asia/Shanghai';
    expect(
      windowOpening({ start: '2026-12-20T19:30', end: '2026-12-20T19:31', timeZone: zone }),
    ).toBe('2026-12-20T19:30:00+08:00');
    expect(
      windowOpening({ start: '2026-12-20T19:30', end: '2026-12-20T19:30', timeZone: zone }),
    ).toBeNull();
    expect(
      windowOpening({ start: '2026-02-30T19:30', end: '2026-03-01T19:30', timeZone: zone }),
    ).toBeNull();
  });
});

describe('touchedTimes', () => {
  it('is empty when no promotion changed', () => {
    expect(touchedTimes(sample(), sample())).toEqual([]);
  });

  it('finds an added promotion at its window', () => {
    const before = sample();
    const after = sample();
    after.promotions.push(flash());
    expect(touchedTimes(before, after)).toEqual([
      { promotion: flash(), change: 'added', now: '2026-12-20T19:31:00+08:00' },
    ]);
  });

  it('finds a changed promotion, whatever field changed, at its new window', () => {
    const before = sample();
    const after = sample();
    const sale = after.promotions.find((p) => p.id === 'baicha-flash-sale')!;
    sale.window = { ...sale.window, start: '2026-12-11T19:00' };
    const coupon = after.promotions.find((p) => p.id === 'new-viewer-coupon')!;
    coupon.quota = { total: 8000, perViewer: 1 };
    expect(touchedTimes(before, after).map((t) => [t.promotion.id, t.change, t.now])).toEqual([
      ['new-viewer-coupon', 'changed', '2026-12-12T00:01:00+08:00'],
      ['baicha-flash-sale', 'changed', '2026-12-11T19:01:00+08:00'],
    ]);
  });

  it('finds a removed promotion at the window it had, after the others', () => {
    const before = sample();
    before.promotions.push(flash());
    const after = sample();
    after.promotions = after.promotions.filter((p) => p.id !== 'member-95');
    after.promotions.push(flash({ name: '毛尖秒杀89元', price: 89 } as Partial<Promotion>));
    expect(touchedTimes(before, after).map((t) => [t.promotion.id, t.change])).toEqual([
      ['maojian-flash', 'changed'],
      ['member-95', 'removed'],
    ]);
  });

  it('takes every promotion as added when nothing is served yet', () => {
    const times = touchedTimes(null, sample());
    expect(times.map((t) => t.change)).toEqual(['added', 'added', 'added', 'added']);
    expect(times.find((t) => t.promotion.id === 'baicha-flash-sale')?.now).toBe(
      '2026-12-11T20:01:00+08:00',
    );
  });

  it('leaves out a promotion whose window cannot be read', () => {
    const after = sample();
    after.promotions.push(
      flash({
        window: { start: '2026-12-20T21:00', end: '2026-12-20T20:00', timeZone: 'Asia/Shanghai' },
      }),
    );
    expect(touchedTimes(sample(), after)).toEqual([]);
  });
});
