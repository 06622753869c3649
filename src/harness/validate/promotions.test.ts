import { describe, expect, it } from 'vitest';
import { diagnose, found } from './test-fixtures';
import type { HarnessDocumentInput } from '../schema/document';

type PromotionInput = NonNullable<HarnessDocumentInput['promotions']>[number];
const editPromotion = (edit: (p: PromotionInput) => PromotionInput | void) =>
  diagnose((doc) => {
    const p = doc.promotions![0]!;
    doc.promotions![0] = edit(p) ?? p;
  });

describe('promotion windows', () => {
  it('reports an end before the start', () => {
    const d = editPromotion((p) => {
      p.window = { start: '2026-12-12T20:00', end: '2026-12-12T19:00', timeZone: 'Asia/Shanghai' };
    });
    expect(found(d, 'promotion.window_reversed')).toEqual([
      { pointer: '/promotions/0/window/end', code: 'promotion.window_reversed', severity: 'error' },
    ]);
  });

  it('reports an end equal to the start', () => {
    const d = editPromotion((p) => {
      p.window = { start: '2026-12-12T20:00', end: '2026-12-12T20:00:00', timeZone: 'UTC' };
    });
    expect(found(d, 'promotion.window_reversed')).toHaveLength(1);
  });

  it('compares instants, not text, across a fall-back clock change', () => {
    // New York, 2026-11-01: 01:59 EDT is followed by 01:00 EST; 01:00-01:59 is still forward.
    const ok = editPromotion((p) => {
      p.window = {
        start: '2026-11-01T00:30',
        end: '2026-11-01T02:30',
        timeZone: 'America/New_York',
      };
    });
    expect(found(ok, 'promotion.window_reversed')).toEqual([]);
    // A skipped spring-forward time moves forward, so 02:30 -> 03:30 and ends after 03:15.
    const gap = editPromotion((p) => {
      p.window = {
        start: '2026-03-08T02:30',
        end: '2026-03-08T03:15',
        timeZone: 'America/New_York',
      };
    });
    expect(found(gap, 'promotion.window_reversed')).toHaveLength(1);
  });

  it('accepts a window that ends after it starts', () => {
    expect(
      found(
        diagnose(() => {}),
        'promotion.window_reversed',
      ),
    ).toEqual([]);
  });

  it('reports a date that does not exist', () => {
    const d = editPromotion((p) => {
      p.window = { start: '2026-02-30T10:00', end: '2026-03-01T10:00', timeZone: 'Asia/Shanghai' };
    });
    expect(found(d, 'promotion.invalid_date')).toEqual([
      { pointer: '/promotions/0/window/start', code: 'promotion.invalid_date', severity: 'error' },
    ]);
    expect(found(d, 'promotion.window_reversed')).toEqual([]);
  });
});

describe('promotion amounts', () => {
  it('reports a threshold discount as large as the threshold', () => {
    const d = editPromotion((p) => ({ ...p, type: 'threshold', threshold: 100, discount: 100 }));
    expect(found(d, 'promotion.discount_exceeds_threshold')).toEqual([
      {
        pointer: '/promotions/0/discount',
        code: 'promotion.discount_exceeds_threshold',
        severity: 'error',
      },
    ]);
  });

  it('accepts a threshold discount below the threshold', () => {
    expect(
      found(
        diagnose(() => {}),
        'promotion.discount_exceeds_threshold',
      ),
    ).toEqual([]);
  });

  const coupon = (amount: number, minSpend: number) =>
    editPromotion((p) => {
      const { id, name, scope, window } = p;
      return { id, name, scope, window, type: 'coupon', code: 'SAVE20', amount, minSpend };
    });

  it('warns about a coupon worth at least its minimum spend', () => {
    expect(found(coupon(50, 50), 'promotion.coupon_exceeds_min_spend')).toEqual([
      {
        pointer: '/promotions/0/amount',
        code: 'promotion.coupon_exceeds_min_spend',
        severity: 'warning',
      },
    ]);
  });

  it('accepts a coupon below its minimum spend, or with no minimum', () => {
    expect(found(coupon(20, 99), 'promotion.coupon_exceeds_min_spend')).toEqual([]);
    expect(found(coupon(20, 0), 'promotion.coupon_exceeds_min_spend')).toEqual([]);
  });
});

describe('promotion scope', () => {
  it('reports a products scope with no ids', () => {
    const d = editPromotion((p) => {
      p.scope = { kind: 'products', ids: [] };
    });
    expect(found(d, 'promotion.empty_scope')).toEqual([
      { pointer: '/promotions/0/scope/ids', code: 'promotion.empty_scope', severity: 'error' },
    ]);
  });

  it('reports a categories scope with ids left out', () => {
    const d = editPromotion((p) => {
      p.scope = { kind: 'categories' };
    });
    expect(found(d, 'promotion.empty_scope')).toHaveLength(1);
  });

  it('accepts "all" with no ids and a list with ids', () => {
    expect(
      found(
        diagnose(() => {}),
        'promotion.empty_scope',
      ),
    ).toEqual([]);
    const d = editPromotion((p) => {
      p.scope = { kind: 'products', ids: ['sku-1'] };
    });
    expect(found(d, 'promotion.empty_scope')).toEqual([]);
  });
});
