import type { HarnessDocument } from '../schema/document';
import type { PreferenceField } from '../schema/preferences';
import { reachesShop, type Shop } from '../schema/shop';
import { baseFloor, FLOOR_NAMES, floorField, overlayFloor, unionFloor } from './floors';
import { PREFERENCE_RULES, type FloorList } from './merge-rules';
import type { ShopOverlay } from './overlay-schema';

export type Layer = 'base' | 'overlay';
export type Origin = { layer: Layer; index: number };

/** Where each merged list entry came from, for layer attribution. */
export interface MergeOrigins {
  /** Per merged promotion: `base` with its index there, or `overlay` with its index. */
  promotions: Origin[];
  skills: Origin[];
  /** Per merged preference field: whose value the host runs. */
  preferences: Record<string, Layer>;
  /** Per merged prompt variable: the base's default or the shop's value. */
  variables: Layer[];
  /** Per entry of each floor list (FLOOR_LISTS): the base's or the shop's own addition. */
  forbiddenTopics: Origin[];
  brandTerms: Origin[];
  bannedWords: Origin[];
}

type Promotion = HarnessDocument['promotions'][number];

/**
 * A campaign without its scope, made once per base promotion: every shop it reaches gets the
 * same object, so merged documents share it (as they share the base's skills and tools) and
 * delivery keeps its JSON once per base version instead of once per shop. Base versions are
 * immutable and nothing writes into a merged document.
 */
const unscopedCampaigns = new WeakMap<Promotion, Promotion>();
export function unscopedCampaign(p: Promotion): Promotion {
  let rest = unscopedCampaigns.get(p);
  if (rest === undefined) {
    const { shops: _scope, ...copy } = p;
    rest = copy;
    unscopedCampaigns.set(p, rest);
  }
  return rest;
}

/** The fields the base locked for shops (`settings.lockedPreferences`). */
export const lockedPreferences = (base: HarnessDocument): ReadonlySet<PreferenceField> =>
  new Set(base.settings.lockedPreferences ?? []);

type Floors = Record<FloorList, { entries: readonly unknown[]; origins: Origin[] }>;

/** The base's campaigns that reach the shop (unscoped), then the overlay's own promotions. */
function mergedPromotions(
  base: HarnessDocument,
  shop: Pick<Shop, 'shopId' | 'name' | 'tags'>,
  overlay: ShopOverlay,
) {
  const promotions: HarnessDocument['promotions'] = [];
  const origins: Origin[] = [];
  base.promotions.forEach((p, index) => {
    if (!reachesShop(p.shops, shop)) return;
    promotions.push(unscopedCampaign(p));
    origins.push({ layer: 'base', index });
  });
  overlay.promotions.forEach((p, index) => {
    promotions.push(p);
    origins.push({ layer: 'overlay', index });
  });
  return { promotions, origins };
}

/** The preferences the overlay may set (not locked, not floors, number floors only raised). */
function preferenceOverrides(
  base: HarnessDocument,
  overlay: ShopOverlay,
  locked: ReadonlySet<PreferenceField>,
): Record<string, unknown> {
  const overrides: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(overlay.preferences)) {
    const field = key as PreferenceField;
    const rule = PREFERENCE_RULES[field];
    if (value === undefined || locked.has(field) || rule === 'floor') continue;
    // A lower number floor (an old overlay, a hand-written one) leaves the base's in force.
    if (rule === 'raise-only' && !((value as number) >= (base.preferences[field] as number)))
      continue;
    overrides[key] = value;
  }
  return overrides;
}

/** Each floor list: the base's entries and the shop's additions (none where it is locked). */
function mergedFloors(
  base: HarnessDocument,
  overlay: ShopOverlay,
  locked: ReadonlySet<PreferenceField>,
): Floors {
  const floors = {} as Floors;
  for (const list of FLOOR_NAMES) {
    const field = floorField(list);
    const baseEntries = baseFloor(base, list);
    const additions = field !== null && locked.has(field) ? undefined : overlayFloor(overlay, list);
    const { entries, own: ownIndex } = unionFloor(list, baseEntries, additions);
    floors[list] = {
      entries,
      origins: [
        ...baseEntries.map((_, index) => ({ layer: 'base' as const, index })),
        ...ownIndex.map((index) => ({ layer: 'overlay' as const, index })),
      ],
    };
  }
  return floors;
}

/** The merged preferences and which layer each comes from. */
function mergedPreferences(
  base: HarnessDocument,
  shop: Pick<Shop, 'shopId' | 'name' | 'tags'>,
  overrides: Record<string, unknown>,
  floors: Floors,
) {
  const preferences = {
    ...base.preferences,
    shopName: shop.name,
    ...overrides,
    forbiddenTopics: floors.forbiddenTopics.entries,
    brandTerms: floors.brandTerms.entries,
    shopId: shop.shopId,
  } as HarnessDocument['preferences'];
  const layers: Record<string, Layer> = {};
  for (const key of Object.keys(preferences)) {
    layers[key] =
      key in overrides ||
      key === 'shopId' ||
      key === 'shopName' ||
      floors[key as FloorList]?.origins.some((o) => o.layer === 'overlay')
        ? 'overlay'
        : 'base';
  }
  return { preferences, layers };
}

/**
 * The document a shop's host runs: the base with the overlay merged in by MERGE_RULES and
 * PREFERENCE_RULES. Campaigns reach the shop by their scope (and lose it: the host needs no
 * scope); the overlay's own promotions and skills come after the base's; switched-off base
 * skills stay listed but disabled, so ids in hooks and cases still resolve. Floor lists are
 * the base's entries and the shop's additions, a number floor the higher of the two; what the
 * base locked stays the base's whatever the overlay says (the validation refuses such an
 * overlay; this holds for any stored one).
 */
export function mergeOverlay(
  base: HarnessDocument,
  shop: Pick<Shop, 'shopId' | 'name' | 'tags'>,
  overlay: ShopOverlay,
): { document: HarnessDocument; origins: MergeOrigins } {
  const { promotions, origins: promotionOrigins } = mergedPromotions(base, shop, overlay);
  const off = new Set(overlay.disabledSkills);
  const skills = [
    ...base.skills.map((s) => (off.has(s.id) && !s.locked ? { ...s, enabled: false } : s)),
    ...overlay.extraSkills,
  ];
  const own = (v: HarnessDocument['prompt']['variables'][number]) =>
    v.locked ? undefined : overlay.variables[v.name];
  const variables = base.prompt.variables.map((v) =>
    own(v) === undefined ? v : { ...v, default: own(v)! },
  );
  const locked = lockedPreferences(base);
  const floors = mergedFloors(base, overlay, locked);
  const overrides = preferenceOverrides(base, overlay, locked);
  const { preferences, layers } = mergedPreferences(base, shop, overrides, floors);
  const bannedWords = floors.bannedWords.entries as string[];
  const document: HarnessDocument = {
    ...base,
    // The base's settings object itself unless the shop adds banned words.
    settings:
      bannedWords === base.settings.bannedWords ? base.settings : { ...base.settings, bannedWords },
    prompt: { ...base.prompt, variables },
    skills,
    preferences,
    promotions,
  };
  return {
    document,
    origins: {
      promotions: promotionOrigins,
      skills: [
        ...base.skills.map((_, index) => ({ layer: 'base' as const, index })),
        ...overlay.extraSkills.map((_, index) => ({ layer: 'overlay' as const, index })),
      ],
      preferences: layers,
      variables: base.prompt.variables.map((v) => (own(v) === undefined ? 'base' : 'overlay')),
      forbiddenTopics: floors.forbiddenTopics.origins,
      brandTerms: floors.brandTerms.origins,
      bannedWords: floors.bannedWords.origins,
    },
  };
}
