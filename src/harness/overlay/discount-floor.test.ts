import { describe, expect, it } from 'vitest';
import { sampleHarness } from '../sample';
import { harnessDocumentSchema, type HarnessDocument } from '../schema/document';
import type { Shop } from '../schema/shop';
import { mergeOverlay } from './merge';
import { PREFERENCE_RULES } from './merge-rules';
import { shopOverlaySchema, type ShopOverlayInput } from './overlay-schema';
import { validateShop } from './validate-shop';

// The platform's discount floor is a floor for shops too: a shop may quote less off (a higher
// floor), never more. The sample's floor is 0.6.

const base = harnessDocumentSchema.parse(sampleHarness);
const shop: Shop = { shopId: 'tea-a', name: '茶A', tags: [] };
const overlay = (input: ShopOverlayInput = {}) => shopOverlaySchema.parse(input);
const atFloor = (discountFloor: number) => overlay({ preferences: { discountFloor } });

describe('a shop’s discount floor', () => {
  it('may only be raised', () => {
    expect(PREFERENCE_RULES.discountFloor).toBe('raise-only');
    const higher = mergeOverlay(base, shop, atFloor(0.8));
    expect(higher.document.preferences.discountFloor).toBe(0.8);
    expect(higher.origins.preferences.discountFloor).toBe('overlay');
  });

  it('stays the platform’s when a stored overlay says lower, whatever was saved', () => {
    const lower = mergeOverlay(base, shop, atFloor(0.1));
    expect(lower.document.preferences.discountFloor).toBe(0.6);
    expect(lower.origins.preferences.discountFloor).toBe('base');
  });

  it('is refused below the platform’s at the overlay’s field, naming both as percentages', () => {
    const { diagnostics } = validateShop(base, shop, atFloor(0.1));
    expect(diagnostics.filter((d) => d.code === 'overlay.floor_loosened')).toEqual([
      {
        pointer: '/preferences/discountFloor',
        severity: 'error',
        code: 'overlay.floor_loosened',
        params: { field: 'discountFloor', value: 10, floor: 60 },
        message:
          'A shop may only make "Lowest price the host may quote" stricter than the platform\'s: ' +
          "10% is below the platform's 60%. Use 60% or more, or leave it empty for the platform's.",
        layer: 'overlay',
      },
    ]);
    for (const floor of [0.6, 0.65]) {
      const ok = validateShop(base, shop, atFloor(floor)).diagnostics;
      expect(ok.filter((d) => d.severity === 'error')).toEqual([]);
    }
  });

  it('is the platform’s to set when the platform locked it (one problem, the lock)', () => {
    const locked: HarnessDocument = {
      ...base,
      settings: { ...base.settings, lockedPreferences: ['discountFloor'] },
    };
    const codes = validateShop(locked, shop, atFloor(0.1)).diagnostics.map((d) => d.code);
    expect(codes).toEqual(['overlay.locked_preference']);
  });

  it('holds the shop’s own promotions to the shop’s stricter floor, at the overlay’s field', () => {
    const flash = { ...sampleHarness.promotions![2]!, id: 'own-flash', price: 200 };
    // 200 of 268 is 75%: above the platform's 60%, under the shop's 80%.
    const { diagnostics } = validateShop(
      base,
      shop,
      overlay({ preferences: { discountFloor: 0.8 }, promotions: [flash] }),
    );
    const own = diagnostics.filter(
      (d) => d.code === 'promotion.below_floor' && d.layer === 'overlay',
    );
    expect(own.map((d) => [d.pointer, d.severity, d.params.floor])).toEqual([
      ['/promotions/0/price', 'error', 80],
    ]);
  });

  it('says a platform campaign under the shop’s floor as a warning, never the shop’s error', () => {
    // 299 - 50 = 249 of 358 (70%) and the flash sale's 169 of 268 (63%) are under 80%.
    const { diagnostics } = validateShop(base, shop, atFloor(0.8));
    const campaigns = diagnostics.filter((d) => d.code === 'promotion.below_floor');
    expect(campaigns.map((d) => [d.layer, d.severity])).toContainEqual(['base', 'warning']);
    expect(campaigns.every((d) => d.layer === 'base' && d.severity === 'warning')).toBe(true);
    // Under the platform's own floor it stays the base's error.
    const cheap: HarnessDocument = {
      ...base,
      promotions: base.promotions.map((p) => (p.type === 'flash_sale' ? { ...p, price: 99 } : p)),
    };
    const flash = validateShop(cheap, shop, atFloor(0.8)).diagnostics.find(
      (d) => d.code === 'promotion.below_floor' && d.pointer === '/promotions/2/price',
    );
    expect(flash).toMatchObject({ layer: 'base', severity: 'error' });
  });
});
