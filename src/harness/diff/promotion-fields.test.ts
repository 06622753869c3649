import { describe, expect, it } from 'vitest';
import { sampleHarness } from '../sample';
import { harnessDocumentSchema, type HarnessDocument } from '../schema/document';
import { diffHarness } from './diff-harness';

const base = harnessDocumentSchema.parse(sampleHarness);
const edit = (change: (d: HarnessDocument) => void): HarnessDocument => {
  const doc = structuredClone(base);
  change(doc);
  return doc;
};
const rows = (doc: HarnessDocument, from = base) =>
  diffHarness(from, doc).changes.map((c) => [
    c.change,
    c.fields.map((f) => [f.path, f.change, f.before, f.after]),
  ]);

describe('a promotion in the diff', () => {
  it('lists every field of one added, its window and scope each as one value', () => {
    const after = edit((d) =>
      d.promotions.push({
        id: 'd12-longjing-tonight',
        type: 'flash_sale',
        name: '龙井今晚秒杀239元',
        price: 239,
        scope: { kind: 'products', ids: ['p-longjing-250'] },
        window: { start: '2026-12-12T20:00', end: '2026-12-12T22:00', timeZone: 'Asia/Shanghai' },
        stacking: 'exclusive',
        eligibility: { viewers: ['new', 'returning'], memberTiers: [] },
        quota: { total: 500 },
        enabled: true,
        shops: { kind: 'tag', tag: 'vip' },
      }),
    );
    const [change] = diffHarness(base, after).changes;
    expect(change?.summary).toBe('Promotion `d12-longjing-tonight` added');
    expect(change?.fields.map((f) => [f.path, f.change, f.after])).toEqual([
      ['/type', 'added', 'flash_sale'],
      ['/name', 'added', '龙井今晚秒杀239元'],
      ['/price', 'added', 239],
      [
        '/window',
        'added',
        { start: '2026-12-12T20:00', end: '2026-12-12T22:00', timeZone: 'Asia/Shanghai' },
      ],
      ['/scope', 'added', { kind: 'products', ids: ['p-longjing-250'] }],
      ['/eligibility/viewers', 'added', ['new', 'returning']],
      ['/stacking', 'added', 'exclusive'],
      ['/quota/total', 'added', 500],
      ['/shops', 'added', { kind: 'tag', tag: 'vip' }],
      ['/enabled', 'added', true],
    ]);
    expect(change?.fields.find((f) => f.path === '/window')?.summary).toBe(
      '`window` added (2026-12-12T20:00–2026-12-12T22:00 Asia/Shanghai)',
    );
  });

  it('says what a removed one was', () => {
    const after = edit((d) => d.promotions.splice(3, 1));
    const [change] = diffHarness(base, after).changes;
    expect(change?.change).toBe('removed');
    expect(change?.fields.map((f) => [f.path, f.before])).toEqual([
      ['/type', 'percentage'],
      ['/name', '会员专享95折'],
      ['/percentOff', 5],
      ['/window', base.promotions[3]?.window],
      ['/scope', { kind: 'categories', ids: ['green-tea', 'black-tea'] }],
      ['/eligibility/viewers', ['member']],
      ['/stacking', 'stackable'],
      ['/enabled', true],
    ]);
  });

  it('gives before and after of each changed field, the window whole', () => {
    const after = edit((d) => {
      const t = d.promotions[0]!;
      if (t.type === 'threshold') t.discount = 60;
      t.window = { ...t.window, end: '2026-12-12T22:00' };
    });
    expect(rows(after)).toEqual([
      [
        'changed',
        [
          ['/discount', 'changed', 50, 60],
          ['/window', 'changed', base.promotions[0]?.window, after.promotions[0]?.window],
        ],
      ],
    ]);
    expect(diffHarness(base, after).changes[0]?.summary).toBe(
      'Promotion `double12-threshold` changed: `discount` changed (50 → 60); `window` changed ' +
        '(2026-12-12T00:00–2026-12-13T00:00 Asia/Shanghai → 2026-12-12T00:00–2026-12-12T22:00 Asia/Shanghai)',
    );
  });

  it('adds and removes the figures of each type when the type changes', () => {
    const after = edit((d) => {
      const {
        threshold: _t,
        discount: _d,
        ...rest
      } = d.promotions[0] as Extract<HarnessDocument['promotions'][number], { type: 'threshold' }>;
      d.promotions[0] = { ...rest, type: 'flash_sale', price: 249 };
    });
    expect(rows(after)[0]?.[1]).toEqual([
      ['/type', 'changed', 'threshold', 'flash_sale'],
      ['/price', 'added', undefined, 249],
      ['/threshold', 'removed', 299, undefined],
      ['/discount', 'removed', 50, undefined],
    ]);
  });
});
