import type { HarnessDocumentInput } from '../schema/document';

const TZ = 'Asia/Shanghai';

// The exclusive pre-sale flash sale runs the evening before 12.12, so it overlaps nothing.
export const samplePromotions: NonNullable<HarnessDocumentInput['promotions']> = [
  {
    id: 'double12-threshold',
    type: 'threshold',
    name: '双十二全店满299减50',
    scope: { kind: 'all', ids: [] },
    window: { start: '2026-12-12T00:00', end: '2026-12-13T00:00', timeZone: TZ },
    stacking: 'stackable',
    threshold: 299,
    discount: 50,
  },
  {
    id: 'new-viewer-coupon',
    type: 'coupon',
    name: '新粉专享20元券',
    scope: { kind: 'all', ids: [] },
    window: { start: '2026-12-12T00:00', end: '2026-12-13T00:00', timeZone: TZ },
    stacking: 'stackable',
    eligibility: { viewers: ['new'], memberTiers: [] },
    quota: { total: 5000, perViewer: 1 },
    code: 'NEWFAN20',
    amount: 20,
    minSpend: 99,
  },
  {
    id: 'baicha-flash-sale',
    type: 'flash_sale',
    name: '寿眉饼预热秒杀169元',
    scope: { kind: 'products', ids: ['p-shoumei-357'] },
    window: { start: '2026-12-11T20:00', end: '2026-12-11T21:00', timeZone: TZ },
    stacking: 'exclusive',
    quota: { total: 300, perViewer: 2 },
    price: 169,
  },
  {
    id: 'member-95',
    type: 'percentage',
    name: '会员专享95折',
    scope: { kind: 'categories', ids: ['green-tea', 'black-tea'] },
    window: { start: '2026-12-12T00:00', end: '2026-12-13T00:00', timeZone: TZ },
    stacking: 'stackable',
    eligibility: { viewers: ['member'], memberTiers: [] },
    percentOff: 5,
  },
];
