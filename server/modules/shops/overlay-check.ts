import { parseHarness, type Diagnostic, type HarnessDocument } from '../../../src/harness';
import {
  emptyOverlay,
  ownAdditions,
  validateShop,
  type LayeredDiagnostic,
  type ShopOverlay,
} from '../../../src/harness/overlay';
import type { Shop } from '../../../src/harness/schema/shop';
import type { Db } from '../../db/db';
import { problemError, unprocessable, type Problem } from '../../http/problem';
import { getDraft } from '../drafts/draft-store';

const key = (d: Diagnostic) => `${d.code} ${d.pointer}`;

/**
 * What an overlay would break in the document its shop's host runs, checked against the
 * base's draft: the overlay's own problems (locked entries it touches, a floor list dropping
 * the base's entries), and problems of the base's that only appear with this overlay (a
 * switched-off skill a hook needs). The base's problems of its own are the base's to fix:
 * they never block a merchant's save. Null when there is nothing to refuse. `stored` is the
 * overlay to save: its floor lists hold only the shop's own additions.
 */
export async function checkOverlay(
  db: Db,
  harnessId: string,
  shop: Pick<Shop, 'shopId' | 'name' | 'tags'>,
  overlay: ShopOverlay,
): Promise<{ problem: Problem | null; stored: ShopOverlay }> {
  const parsed = parseHarness((await getDraft(db, harnessId)).document);
  // A base draft without a valid shape (someone is mid-edit) has nothing to merge onto yet;
  // the merge still keeps the base's floors and locks whatever is stored.
  if (!parsed.ok) return { problem: null, stored: overlay };
  return {
    problem: problemOf(parsed.document, shop, overlay),
    stored: ownAdditions(parsed.document, overlay),
  };
}

function problemOf(
  base: HarnessDocument,
  shop: Pick<Shop, 'shopId' | 'name' | 'tags'>,
  overlay: ShopOverlay,
): Problem | null {
  const baseline = new Set(
    validateShop(base, shop, emptyOverlay())
      .diagnostics.filter((d) => d.severity === 'error')
      .map(key),
  );
  const { diagnostics } = validateShop(base, shop, overlay);
  const caused = [
    ...scopedOwnPromotions(overlay),
    ...diagnostics.filter(
      (d) => d.severity === 'error' && (d.layer === 'overlay' || !baseline.has(key(d))),
    ),
  ];
  if (caused.length === 0) return null;
  return unprocessable('The shop’s host would not be valid with this overlay.', caused).withErrors(
    caused.map(layeredError),
  );
}

/**
 * A shop's own promotion reaches that shop only: a campaign scope on it would say otherwise
 * (the promotion schema is the base's, where the scope belongs).
 */
function scopedOwnPromotions(overlay: ShopOverlay): LayeredDiagnostic[] {
  return overlay.promotions.flatMap((p, i) =>
    p.shops === undefined
      ? []
      : [
          {
            pointer: `/promotions/${i}/shops`,
            severity: 'error' as const,
            code: 'overlay.promotion_scope',
            params: { id: p.id },
            message: 'A shop’s own promotion reaches only that shop: leave out "shops".',
            layer: 'overlay' as const,
          },
        ],
  );
}

/** A problem's entry for a layered diagnostic: the overlay's point into the request body. */
function layeredError(d: LayeredDiagnostic) {
  const pointer = d.layer === 'overlay' ? `/overlay${d.pointer}` : d.pointer;
  return { ...problemError({ ...d, pointer }), layer: d.layer };
}
