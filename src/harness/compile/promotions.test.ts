import { describe, expect, it } from 'vitest';
import type { HarnessDocumentInput } from '../schema/document';
import type { LiveContext } from '../schema/live-context';
import { sampleDocument } from '../testing/fixtures';
import { compileSystemPrompt } from './compile-request';

type PromotionInput = NonNullable<HarnessDocumentInput['promotions']>[number];

const window = { start: '2026-12-12T20:00', end: '2026-12-12T22:00', timeZone: 'Asia/Shanghai' };
const base = { scope: { kind: 'all' as const }, window };

function promotions(
  list: PromotionInput[],
  context: LiveContext,
  language: 'zh-CN' | 'en' = 'zh-CN',
): string {
  const doc = sampleDocument((d) => {
    d.prompt.sections = [{ id: 'p', title: '', body: '{{promotions}}' }];
    d.skills = [];
    d.promotions = list;
    d.preferences.language = language;
  });
  return compileSystemPrompt(doc, context);
}

const threshold: PromotionInput = {
  ...base,
  id: 'double-12',
  name: '满300减50',
  type: 'threshold',
  threshold: 300,
  discount: 50,
  stacking: 'exclusive',
};

describe('active promotions', () => {
  it('uses the window in its time zone: start inclusive, end exclusive', () => {
    const line = '- 满300减50（12月12日 20:00–22:00，不与其他优惠同享）';
    expect(promotions([threshold], { now: '2026-12-12T12:00:00Z' })).toBe(line);
    expect(promotions([threshold], { now: '2026-12-12T13:59:59Z' })).toBe(line);
    expect(promotions([threshold], { now: '2026-12-12T14:00:00Z' })).toBe('暂无进行中的优惠活动。');
    expect(promotions([threshold], { now: '2026-12-12T11:59:59Z' })).toBe('暂无进行中的优惠活动。');
  });

  it('without now or activePromotionIds nothing is active', () => {
    expect(promotions([threshold], {})).toBe('暂无进行中的优惠活动。');
    expect(promotions([threshold], {}, 'en')).toBe('No promotions are active right now.');
  });

  it('checks the viewer kind and member tier', () => {
    const members: PromotionInput = {
      ...threshold,
      eligibility: { viewers: ['member'], memberTiers: ['gold'] },
    };
    const now = '2026-12-12T12:30:00Z';
    expect(promotions([members], { now })).toBe('暂无进行中的优惠活动。');
    expect(promotions([members], { now, viewer: { kind: 'member', memberTier: 'silver' } })).toBe(
      '暂无进行中的优惠活动。',
    );
    expect(promotions([members], { now, viewer: { kind: 'member', memberTier: 'gold' } })).toBe(
      '- 满300减50（12月12日 20:00–22:00，仅限会员，会员限gold，不与其他优惠同享）',
    );
  });

  it('activePromotionIds forces enabled promotions on, whatever the window', () => {
    const off: PromotionInput = { ...threshold, id: 'off', enabled: false };
    const out = promotions([threshold, off], { activePromotionIds: ['double-12', 'off'] });
    expect(out).toBe('- 满300减50（12月12日 20:00–22:00，不与其他优惠同享）');
  });

  it('describes every type in Chinese, one line each in document order', () => {
    const list: PromotionInput[] = [
      {
        ...base,
        id: 'c1',
        name: '新人券',
        type: 'coupon',
        code: 'NEW20',
        amount: 20,
        minSpend: 100,
      },
      { ...base, id: 'c2', name: 'x', type: 'coupon', code: 'FREE5', amount: 5 },
      {
        ...base,
        id: 'f',
        name: '秒杀',
        type: 'flash_sale',
        price: 99,
        quota: { total: 100, perViewer: 1 },
      },
      { ...base, id: 'p', name: '八五折', type: 'percentage', percentOff: 15 },
    ];
    const ids = list.map((p) => p.id);
    expect(promotions(list, { activePromotionIds: ids }).split('\n')).toEqual([
      '- 新人券：优惠券 NEW20：满100减20（12月12日 20:00–22:00，可与其他优惠同享）',
      '- x：优惠券 FREE5：无门槛减5（12月12日 20:00–22:00，可与其他优惠同享）',
      '- 秒杀：秒杀价99元（12月12日 20:00–22:00，限量100份，每人限1次，可与其他优惠同享）',
      '- 八五折：打8.5折（12月12日 20:00–22:00，可与其他优惠同享）',
    ]);
  });

  it('describes promotions in English, with dates, scope and other time zones', () => {
    const list: PromotionInput[] = [
      { ...threshold, name: 'Double 12', window: { ...window, end: '2026-12-13T02:00' } },
      {
        ...base,
        id: 'p',
        name: '20% off',
        type: 'percentage',
        percentOff: 20,
        scope: { kind: 'products', ids: ['p1'] },
        window: { start: '2026-12-31T20:00', end: '2027-01-01T02:00', timeZone: 'Asia/Tokyo' },
      },
    ];
    const context = {
      activePromotionIds: ['double-12', 'p'],
      product: { id: 'p1', name: 'x', price: 1 },
    };
    expect(promotions(list, context, 'en').split('\n')).toEqual([
      '- Double 12: spend 300, save 50 (Dec 12 20:00–Dec 13 02:00; cannot be combined with other offers)',
      '- 20% off (Dec 31, 2026 20:00–Jan 1, 2027 02:00 Asia/Tokyo; applies to this product; can be combined with other offers)',
    ]);
  });
});
