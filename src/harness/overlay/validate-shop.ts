import { error, fromPointer, toPointer, type Diagnostic } from '../diagnostics';
import type { HarnessDocument } from '../schema/document';
import type { Shop } from '../schema/shop';
import { validateDocument } from '../validate';
import { mergeOverlay, type MergeOrigins } from './merge';
import type { ShopOverlay } from './overlay-schema';

/** A problem of a shop's merged document, pointing into the layer it comes from. */
export type LayeredDiagnostic = Diagnostic & { layer: 'base' | 'overlay' };

/** Where a pointer into the merged document lies in the base or the overlay. */
function locate(
  pointer: string,
  overlay: ShopOverlay,
  origins: MergeOrigins,
): { layer: 'base' | 'overlay'; pointer: string } {
  const [part, key, ...rest] = fromPointer(pointer);
  if (part === 'preferences' && key !== undefined && key in overlay.preferences) {
    return { layer: 'overlay', pointer };
  }
  if ((part === 'promotions' || part === 'skills') && key !== undefined) {
    const origin = origins[part][Number(key)];
    if (origin?.layer === 'overlay') {
      const list = part === 'skills' ? 'extraSkills' : 'promotions';
      return { layer: 'overlay', pointer: toPointer([list, origin.index, ...rest]) };
    }
    if (origin) return { layer: 'base', pointer: toPointer([part, origin.index, ...rest]) };
  }
  return { layer: 'base', pointer };
}

/** What the overlay names that the base lacks. */
function overlayReferences(base: HarnessDocument, overlay: ShopOverlay): LayeredDiagnostic[] {
  const skills = new Set(base.skills.map((s) => s.id));
  const variables = new Set(base.prompt.variables.map((v) => v.name));
  const out: LayeredDiagnostic[] = [];
  overlay.disabledSkills.forEach((id, i) => {
    if (skills.has(id)) return;
    out.push({
      ...error(
        `/disabledSkills/${i}`,
        'overlay.unknown_skill',
        `The base has no skill "${id}" to switch off.`,
        { id },
      ),
      layer: 'overlay',
    });
  });
  for (const name of Object.keys(overlay.variables)) {
    if (variables.has(name)) continue;
    out.push({
      ...error(
        toPointer(['variables', name]),
        'overlay.unknown_variable',
        `The base prompt has no variable "${name}".`,
        { name },
      ),
      layer: 'overlay',
    });
  }
  return out;
}

/**
 * Validates the document a shop's host would run (the base merged with the overlay), and
 * says of each problem which layer it comes from, pointing into that layer: a merchant sees
 * `/promotions/0/window` of its overlay, not an index into a list it never wrote.
 */
export function validateShop(
  base: HarnessDocument,
  shop: Pick<Shop, 'shopId' | 'name' | 'tags'>,
  overlay: ShopOverlay,
): { document: HarnessDocument; diagnostics: LayeredDiagnostic[] } {
  const { document, origins } = mergeOverlay(base, shop, overlay);
  const merged = validateDocument(document).map((d) => ({
    ...d,
    ...locate(d.pointer, overlay, origins),
  }));
  return { document, diagnostics: [...overlayReferences(base, overlay), ...merged] };
}
