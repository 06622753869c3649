import type { HarnessDocument } from '../schema/document';
import type { BrandTerm, PreferenceField } from '../schema/preferences';
import { FLOOR_LISTS, type FloorList } from './merge-rules';
import type { ShopOverlay } from './overlay-schema';

/** An entry of a floor list: a topic or banned word, or a brand term. */
export type FloorEntry = string | BrandTerm;

export const FLOOR_NAMES = Object.keys(FLOOR_LISTS) as FloorList[];

/** What makes two entries of a list the same one (a brand term's `term`). */
export const floorKey = (list: FloorList, entry: FloorEntry): string =>
  FLOOR_LISTS[list].by === 'term' ? (entry as BrandTerm).term : (entry as string);

/** The preference field a floor list is (locked by `settings.lockedPreferences`), if any. */
export const floorField = (list: FloorList): PreferenceField | null =>
  list === 'bannedWords' ? null : list;

/** The base's entries of a floor list. */
export function baseFloor(base: HarnessDocument, list: FloorList): readonly FloorEntry[] {
  if (list === 'bannedWords') return base.settings.bannedWords;
  return base.preferences[list];
}

/** The overlay's entries of a floor list (undefined: it names none). */
export function overlayFloor(
  overlay: ShopOverlay,
  list: FloorList,
): readonly FloorEntry[] | undefined {
  if (list === 'bannedWords') return overlay.bannedWords;
  return overlay.preferences[list];
}

/** The overlay with a floor list set (undefined or empty: left out). */
export function withOverlayFloor(
  overlay: ShopOverlay,
  list: FloorList,
  entries: readonly FloorEntry[] | undefined,
): ShopOverlay {
  const value = entries && entries.length > 0 ? [...entries] : undefined;
  if (list === 'bannedWords') {
    const { bannedWords: _old, ...rest } = overlay;
    return value ? { ...rest, bannedWords: value as string[] } : rest;
  }
  const { [list]: _old, ...preferences } = overlay.preferences;
  return {
    ...overlay,
    preferences: value ? { ...preferences, [list]: value } : preferences,
  };
}

/**
 * The merged list: the base's entries in their order, then the overlay's own (each index
 * remembered for layer attribution), one entry per key. With nothing to add it is the
 * base's list itself, so serialisation can reuse the base's JSON.
 */
export function unionFloor<T extends FloorEntry>(
  list: FloorList,
  base: readonly T[],
  own: readonly T[] | undefined,
): { entries: readonly T[]; own: number[] } {
  const seen = new Set(base.map((e) => floorKey(list, e)));
  const added: T[] = [];
  const ownIndex: number[] = [];
  (own ?? []).forEach((e, i) => {
    const key = floorKey(list, e);
    if (seen.has(key)) return;
    seen.add(key);
    added.push(e);
    ownIndex.push(i);
  });
  return added.length === 0
    ? { entries: base, own: [] }
    : { entries: [...base, ...added], own: ownIndex };
}

/** The overlay's entries that the base lacks, once each: what the shop adds. */
export function floorAdditions<T extends FloorEntry>(
  list: FloorList,
  base: readonly T[],
  own: readonly T[],
): T[] {
  const { entries } = unionFloor(list, base, own);
  return entries.slice(base.length) as T[];
}

/**
 * The base's entries an old-style overlay list would drop: one that repeats some of the
 * base's entries but not all reads as a replacement of the base's list. A list with none of
 * them is the shop's additions; one with all of them drops nothing.
 */
export function droppedBaseEntries(
  list: FloorList,
  base: readonly FloorEntry[],
  own: readonly FloorEntry[],
): string[] {
  const ownKeys = new Set(own.map((e) => floorKey(list, e)));
  const baseKeys = base.map((e) => floorKey(list, e));
  const missing = baseKeys.filter((k) => !ownKeys.has(k));
  return missing.length === 0 || missing.length === baseKeys.length ? [] : missing;
}

/**
 * The overlay as stored: each floor list keeps only the shop's own additions (the base's
 * entries come from the base at merge time, so a later base change reaches every shop).
 */
export function ownAdditions(base: HarnessDocument, overlay: ShopOverlay): ShopOverlay {
  let out = overlay;
  for (const list of FLOOR_NAMES) {
    const own = overlayFloor(overlay, list);
    if (own === undefined) continue;
    out = withOverlayFloor(out, list, floorAdditions(list, baseFloor(base, list), own));
  }
  return out;
}
