import { describe, expect, it } from 'vitest';
import { sampleHarness } from '../sample';
import { harnessDocumentSchema } from '../schema/document';
import type { Shop } from '../schema/shop';
import { MERGE_RULES } from './merge-rules';
import { mergeOverlay } from './merge';
import { shopOverlaySchema, type ShopOverlayInput } from './overlay-schema';
import { validateShop } from './validate-shop';

const base = harnessDocumentSchema.parse({
  ...sampleHarness,
  promotions: sampleHarness.promotions!.map((p, i) =>
    i === 0
      ? { ...p, shops: { kind: 'list', shops: ['tea-a'] } }
      : i === 1
        ? { ...p, shops: { kind: 'tag', tag: 'vip' } }
        : p,
  ),
});
const teaA: Shop = { shopId: 'tea-a', name: '茶A', tags: [] };
const teaB: Shop = { shopId: 'tea-b', name: '茶B', tags: ['vip'] };
const overlay = (input: ShopOverlayInput = {}) => shopOverlaySchema.parse(input);
const coupon = {
  id: 'shop-coupon',
  name: '店铺券',
  type: 'coupon',
  code: 'SHOP10',
  amount: 10,
  scope: { kind: 'all' },
  window: { start: '2026-12-12T00:00', end: '2026-12-13T00:00', timeZone: 'Asia/Shanghai' },
} as const;

describe('mergeOverlay', () => {
  it('gives each shop the campaigns its scope reaches, without the scope', () => {
    const ids = (shop: Shop) =>
      mergeOverlay(base, shop, overlay()).document.promotions.map((p) => p.id);
    const all = base.promotions.slice(2).map((p) => p.id);
    expect(ids(teaA)).toEqual([base.promotions[0]!.id, ...all]);
    expect(ids(teaB)).toEqual([base.promotions[1]!.id, ...all]);
    const merged = mergeOverlay(base, teaA, overlay()).document;
    expect(merged.promotions.every((p) => p.shops === undefined)).toBe(true);
  });

  it("adds the shop's own, switches skills off, overrides preferences and variables", () => {
    const extra = { ...base.skills[0]!, id: 'shop-only', name: '店铺专属' };
    const { document } = mergeOverlay(
      base,
      teaA,
      overlay({
        preferences: { tone: 'calm', greeting: '欢迎来到茶A' },
        promotions: [coupon],
        extraSkills: [extra],
        disabledSkills: [base.skills[1]!.id],
        variables: { 'service.hotline': '400-000-0001' },
      }),
    );
    expect(document.preferences).toMatchObject({
      shopId: 'tea-a',
      shopName: '茶A',
      tone: 'calm',
      greeting: '欢迎来到茶A',
      discountFloor: base.preferences.discountFloor,
    });
    expect(document.promotions.at(-1)!.id).toBe('shop-coupon');
    expect(document.skills.at(-1)!.id).toBe('shop-only');
    expect(document.skills[1]!.enabled).toBe(false);
    expect(document.prompt.variables[0]!.default).toBe('400-000-0001');
    // What stays the base's is the base's, object for object.
    for (const part of ['tools', 'hooks', 'settings', 'model'] as const) {
      expect(MERGE_RULES[part]).toBe('base-only');
      expect(document[part]).toBe(base[part]);
    }
  });

  it('has no place for hooks, tools or the prompt in an overlay', () => {
    for (const key of ['hooks', 'tools', 'prompt', 'settings']) {
      const result = shopOverlaySchema.safeParse({ [key]: [] });
      expect(result.success).toBe(false);
      expect(JSON.stringify(result.error?.issues)).toContain(key);
    }
  });
});

describe('validateShop', () => {
  it("points a problem of the shop's own into its overlay", () => {
    const reversed = {
      ...coupon,
      window: { ...coupon.window, start: '2026-12-14T00:00' },
    };
    const { diagnostics } = validateShop(base, teaA, overlay({ promotions: [reversed] }));
    expect(diagnostics).toContainEqual(
      expect.objectContaining({
        code: 'promotion.window_reversed',
        layer: 'overlay',
        pointer: expect.stringMatching(/^\/promotions\/0\/window/),
      }),
    );
  });

  it('says an overlay id clashing with a campaign is the overlay’s, and names unknown skills', () => {
    const clash = { ...coupon, id: base.promotions[2]!.id };
    const { diagnostics } = validateShop(
      base,
      teaA,
      overlay({ promotions: [clash], disabledSkills: ['no-such-skill'], variables: { nope: 'x' } }),
    );
    expect(diagnostics).toContainEqual(
      expect.objectContaining({
        code: 'promotion.duplicate_id',
        layer: 'overlay',
        pointer: '/promotions/0/id',
      }),
    );
    expect(diagnostics).toContainEqual(
      expect.objectContaining({
        code: 'overlay.unknown_skill',
        layer: 'overlay',
        pointer: '/disabledSkills/0',
      }),
    );
    expect(diagnostics).toContainEqual(
      expect.objectContaining({ code: 'overlay.unknown_variable', pointer: '/variables/nope' }),
    );
  });

  it('leaves the base’s problems with the base', () => {
    const broken = harnessDocumentSchema.parse({
      ...sampleHarness,
      skills: [...sampleHarness.skills!, { ...sampleHarness.skills![0]!, name: 'dup' }],
    });
    const { diagnostics } = validateShop(broken, teaA, overlay());
    const dup = diagnostics.find((d) => d.code === 'skill.duplicate_id')!;
    expect(dup).toMatchObject({ layer: 'base', pointer: `/skills/${broken.skills.length - 1}/id` });
  });
});
