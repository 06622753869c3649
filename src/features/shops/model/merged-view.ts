import type { HarnessDocument } from '../../../harness';
import { MERGE_RULES, type MergeRule } from '../../../harness/overlay/merge-rules';
import type { MergedShop, ShopOverlay } from '../types';

export type Layer = 'base' | 'overlay';

export interface MergedEntry {
  id: string;
  name: string;
  layer: Layer;
  /** A skill the shop switched off, or a promotion switched off where it was written. */
  off: boolean;
}

export interface MergedParts {
  /** The parts of the document and what the shop may do to each (MERGE_RULES). */
  rules: { part: keyof HarnessDocument; rule: MergeRule }[];
  preferences: { key: string; value: unknown; layer: Layer }[];
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

/**
 * The merged document read part by part with each entry's layer: the origins the server
 * sent for promotions and skills, the overlay's own keys for preferences.
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
  return {
    rules: SHOWN.map((part) => ({ part, rule: MERGE_RULES[part] })),
    preferences: Object.entries(prefs).map(([key, value]) => ({
      key,
      value,
      // The shop's id and name are always the shop's own.
      layer: key in own || key === 'shopId' || key === 'shopName' ? 'overlay' : 'base',
    })),
    campaigns: promotions.filter((p) => p.layer === 'base'),
    ownPromotions: promotions.filter((p) => p.layer === 'overlay'),
    skills: entries(doc.skills, merged.origins.skills),
  };
}
