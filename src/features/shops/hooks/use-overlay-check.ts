import { useMemo } from 'react';
import { friendlyErrors, issuesToDiagnostics, parseHarness } from '../../../harness';
import { shopOverlaySchema, validateShop } from '../../../harness/overlay';
import type { FieldProblem } from '../../../lib/diagnostic-message';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { Shop, ShopOverlay } from '../types';

/**
 * The overlay as typed, checked in the browser by the rules the server applies to a save:
 * its shape (`shopOverlaySchema`, so a reply limit of 5 is said before Save), then the shop's
 * merged host (`validateShop`) for what lies in the overlay. The base's own problems are not
 * the merchant's to fix, and the server still has the last word (a base changed meanwhile).
 * Re-run 150 ms after typing stops; pointers are relative to the overlay.
 */
export function checkOverlay(
  overlay: ShopOverlay,
  base: unknown,
  shop: Pick<Shop, 'shopId' | 'name' | 'tags'>,
): FieldProblem[] {
  const shape = shopOverlaySchema.safeParse(overlay, { error: friendlyErrors });
  if (!shape.success) return issuesToDiagnostics(shape.error.issues);
  const parsed = parseHarness(base);
  // A base mid-edit has nothing to merge onto yet: the server says what it finds on save.
  if (!parsed.ok) return [];
  try {
    return validateShop(parsed.document, shop, shape.data).diagnostics.filter(
      (d) => d.layer === 'overlay' && d.severity === 'error',
    );
  } catch {
    // Never in the way of typing: the server checks the save all the same.
    return [];
  }
}

export function useOverlayCheck(
  overlay: ShopOverlay | undefined,
  base: unknown,
  shop: Pick<Shop, 'shopId' | 'name' | 'tags'> | undefined,
): FieldProblem[] {
  const settled = useDebouncedValue(overlay, 150);
  return useMemo(
    () => (settled && shop && base ? checkOverlay(settled, base, shop) : []),
    [settled, base, shop],
  );
}
