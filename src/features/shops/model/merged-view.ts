import type { HarnessDocument } from '../../../harness';
import {
  FLOOR_LISTS,
  MERGE_RULES,
  type FloorList,
  type MergeRule,
} from '../../../harness/overlay/merge-rules';
import type { MergedShop, ShopOverlay } from '../types';

export type Layer = 'base' | 'overlay';

export interface MergedEntry {
  id: string;
  name: string;
  layer: Layer;
  /** A skill the shop switched off, or a promotion switched off where it was written. */
  off: boolean;
}

/** One entry of a list the platform protects, with the layer it came from. */
export interface FloorEntryView {
  text: string;
  layer: Layer;
}

export interface MergedParts {
  /** The parts of the document and what the shop may do to each (MERGE_RULES). */
  rules: { part: keyof HarnessDocument; rule: MergeRule }[];
  /** The floor lists (FLOOR_LISTS): the platform's entries and the shop's additions. */
  floors: { list: FloorList; entries: FloorEntryView[] }[];
  /** The other preferences, each the platform's value or the shop's. */
  preferences: { key: string; value: unknown; layer: Layer }[];
  /** The prompt's variables, each the platform's default or the shop's value. */
  variables: { name: string; value: string; layer: Layer }[];
  campaigns: MergedEntry[];
  ownPromotions: MergedEntry[];
  skills: MergedEntry[];
}

// Parts a host's reader cares about; the document's name and schema version are bookkeeping.
const SHOWN: (keyof HarnessDocument)[] = [
  'preferences',
  'promotions',
  'skills',
  'prompt',
  'tools',
  'hooks',
  'settings',
  'model',
];

type Named = { id?: string; name?: string; enabled?: boolean };

/** A floor list's entries in the merged document: topics and words, or brand terms. */
function floorList(doc: Record<string, unknown>, list: FloorList): unknown[] {
  let value: unknown = doc;
  for (const key of FLOOR_LISTS[list].base) value = (value as Record<string, unknown>)?.[key];
  return Array.isArray(value) ? (value as unknown[]) : [];
}

const entryText = (e: unknown) =>
  typeof e === 'string' ? e : String((e as { term?: unknown }).term ?? '');

/**
 * The merged document read part by part with each entry's layer, from the origins the
 * server sent: promotions, skills, preferences, variables and each floor list's entries.
 */
export function mergedParts(merged: MergedShop, overlay: ShopOverlay | undefined): MergedParts {
  const doc = merged.document as Partial<Record<keyof HarnessDocument, unknown>>;
  const entries = (list: unknown, origins: MergedShop['origins']['promotions']) =>
    ((Array.isArray(list) ? list : []) as Named[]).map((x, i) => ({
      id: x.id ?? String(i),
      name: x.name ?? x.id ?? '',
      layer: origins[i]?.layer ?? 'base',
      off: x.enabled === false,
    }));
  const promotions = entries(doc.promotions, merged.origins.promotions);
  const own = overlay?.preferences ?? {};
  const prefs = (doc.preferences ?? {}) as Record<string, unknown>;
  const floors = (Object.keys(FLOOR_LISTS) as FloorList[]).map((list) => ({
    list,
    entries: floorList(doc, list).map((e, i) => ({
      text: entryText(e),
      layer: merged.origins[list][i]?.layer ?? ('base' as const),
    })),
  }));
  const variables = (
    (doc.prompt as { variables?: { name: string; default?: string }[] })?.variables ?? []
  ).map((v, i) => ({
    name: v.name,
    value: v.default ?? '',
    layer: merged.origins.variables[i] ?? ('base' as const),
  }));
  return {
    rules: SHOWN.map((part) => ({ part, rule: MERGE_RULES[part] })),
    floors,
    preferences: Object.entries(prefs)
      .filter(([key]) => !(key in FLOOR_LISTS))
      .map(([key, value]) => ({
        key,
        value,
        // The server says whose value runs (a locked field is the platform's even when the
        // overlay names it); the shop's id and name are always the shop's own.
        layer:
          merged.origins.preferences[key] ??
          (key in own || key === 'shopId' || key === 'shopName' ? 'overlay' : 'base'),
      })),
    variables,
    campaigns: promotions.filter((p) => p.layer === 'base'),
    ownPromotions: promotions.filter((p) => p.layer === 'overlay'),
    skills: entries(doc.skills, merged.origins.skills),
  };
}
