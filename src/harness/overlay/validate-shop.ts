import { error, fromPointer, toPointer, type Diagnostic } from '../diagnostics';
import type { HarnessDocument } from '../schema/document';
import { issueParams } from '../issue-params';
import { preferencesSchema, type PreferenceField } from '../schema/preferences';
import { harnessSettingsSchema } from '../schema/settings';
import type { Shop } from '../schema/shop';
import { checkPromotionFloor, validateDocument } from '../validate';
import {
  baseFloor,
  droppedBaseEntries,
  FLOOR_NAMES,
  floorAdditions,
  floorField,
  overlayFloor,
} from './floors';
import { lockedPreferences, mergeOverlay, type MergeOrigins } from './merge';
import { checkMerchantText } from './merchant-text';
import { FLOOR_LISTS, PREFERENCE_RULES, type FloorList } from './merge-rules';
import type { ShopOverlay } from './overlay-schema';

/** A problem of a shop's merged document, pointing into the layer it comes from. */
export type LayeredDiagnostic = Diagnostic & { layer: 'base' | 'overlay' };

/** Where a floor list's merged entry lies: its list and index in the base or the overlay. */
function locateFloor(
  list: FloorList,
  key: string | undefined,
  rest: string[],
  origins: MergeOrigins,
) {
  const { base, overlay } = FLOOR_LISTS[list];
  if (key === undefined) {
    // The whole list (too many entries): the shop's when it added any.
    const added = origins[list].some((o) => o.layer === 'overlay');
    return added
      ? { layer: 'overlay' as const, pointer: toPointer(overlay) }
      : { layer: 'base' as const, pointer: toPointer(base) };
  }
  const origin = origins[list][Number(key)];
  if (origin?.layer === 'overlay')
    return { layer: 'overlay' as const, pointer: toPointer([...overlay, origin.index, ...rest]) };
  return { layer: 'base' as const, pointer: toPointer([...base, key, ...rest]) };
}

/** Where a pointer into the merged document lies in the base or the overlay. */
function locate(
  pointer: string,
  overlay: ShopOverlay,
  origins: MergeOrigins,
): { layer: 'base' | 'overlay'; pointer: string } {
  const [part, key, ...rest] = fromPointer(pointer);
  if (part === 'preferences' && (key === 'forbiddenTopics' || key === 'brandTerms')) {
    const [index, ...tail] = rest;
    return locateFloor(key, index, tail, origins);
  }
  if (part === 'settings' && key === 'bannedWords') {
    const [index, ...tail] = rest;
    return locateFloor('bannedWords', index, tail, origins);
  }
  // A field the overlay set, unless the base locked it (then the base's value runs).
  if (
    part === 'preferences' &&
    key !== undefined &&
    key in overlay.preferences &&
    origins.preferences[key] === 'overlay'
  ) {
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

/** The fields' names on screen, for the English messages (the SPA's catalogs translate). */
const FIELD_NAMES: Record<PreferenceField | FloorList, string> = {
  shopName: 'Shop name',
  tone: 'Tone of the host',
  language: 'Language of the host',
  greeting: 'Greeting',
  forbiddenTopics: 'Forbidden topics',
  discountFloor: 'Lowest price the host may quote',
  brandTerms: 'Brand terms',
  maxReplyChars: 'Longest reply',
  bannedWords: 'Banned words',
};

const overlayError = (d: Diagnostic): LayeredDiagnostic => ({ ...d, layer: 'overlay' });

/** The first few entries, quoted, for a message; `more` counts the rest. */
function quoted(entries: readonly string[]): { entries: string; count: number; more?: number } {
  const shown = entries.slice(0, 5).map((e) => `"${e}"`);
  const more = entries.length - shown.length;
  return { entries: shown.join(', '), count: entries.length, ...(more > 0 ? { more } : {}) };
}

/** Skills switched off that the base lacks or locked. */
function skillReferences(base: HarnessDocument, overlay: ShopOverlay): LayeredDiagnostic[] {
  const skills = new Map(base.skills.map((s) => [s.id, s]));
  return overlay.disabledSkills.flatMap((id, i) => {
    const skill = skills.get(id);
    const pointer = `/disabledSkills/${i}`;
    if (!skill) {
      const detail = `The base has no skill "${id}" to switch off.`;
      return [overlayError(error(pointer, 'overlay.unknown_skill', detail, { id }))];
    }
    if (!skill.locked) return [];
    const detail = `The skill "${id}" is locked by the platform: a shop cannot switch it off.`;
    return [overlayError(error(pointer, 'overlay.locked_skill', detail, { id }))];
  });
}

/** Variables set that the base prompt lacks or locked. */
function variableReferences(base: HarnessDocument, overlay: ShopOverlay): LayeredDiagnostic[] {
  const variables = new Map(base.prompt.variables.map((v) => [v.name, v]));
  return Object.keys(overlay.variables).flatMap((name) => {
    const variable = variables.get(name);
    const pointer = toPointer(['variables', name]);
    if (!variable) {
      const detail = `The base prompt has no variable "${name}".`;
      return [overlayError(error(pointer, 'overlay.unknown_variable', detail, { name }))];
    }
    if (!variable.locked) return [];
    const detail = `The variable "${name}" is locked by the platform: a shop cannot set its value.`;
    return [overlayError(error(pointer, 'overlay.locked_variable', detail, { name }))];
  });
}

/** Preferences the platform locked that the overlay changes. */
function lockedPreferenceChanges(
  base: HarnessDocument,
  overlay: ShopOverlay,
  locked: ReadonlySet<PreferenceField>,
): LayeredDiagnostic[] {
  return (Object.keys(overlay.preferences) as PreferenceField[]).flatMap((key) => {
    if (!locked.has(key) || overlay.preferences[key] === undefined) return [];
    // A floor list repeating only the base's entries adds nothing, so touches nothing.
    if (PREFERENCE_RULES[key] === 'floor') {
      const list = key as FloorList;
      const own = overlayFloor(overlay, list) ?? [];
      if (floorAdditions(list, baseFloor(base, list), own).length === 0) return [];
    }
    const detail = `"${FIELD_NAMES[key]}" is locked by the platform: a shop cannot change it.`;
    const pointer = toPointer(['preferences', key]);
    return [overlayError(error(pointer, 'overlay.locked_preference', detail, { field: key }))];
  });
}

/** Floor lists the overlay rewrites without some of the platform's entries. */
function droppedFloorEntries(
  base: HarnessDocument,
  overlay: ShopOverlay,
  locked: ReadonlySet<PreferenceField>,
): LayeredDiagnostic[] {
  return FLOOR_NAMES.flatMap((list) => {
    const own = overlayFloor(overlay, list);
    const field = floorField(list);
    if (own === undefined || (field !== null && locked.has(field))) return [];
    const dropped = droppedBaseEntries(list, baseFloor(base, list), own);
    if (dropped.length === 0) return [];
    const params = { field: list, ...quoted(dropped) };
    const more = params.more ? ` and ${params.more} more` : '';
    const detail = `A shop adds to the platform's "${FIELD_NAMES[list]}" and never removes from it: this list would drop ${params.entries}${more}. List only the shop's own entries.`;
    const pointer = toPointer(FLOOR_LISTS[list].overlay);
    return [overlayError(error(pointer, 'overlay.drops_base_entries', detail, params))];
  });
}

/** What the overlay names that the base lacks, or touches that the base locked. */
function overlayReferences(base: HarnessDocument, overlay: ShopOverlay): LayeredDiagnostic[] {
  const locked = lockedPreferences(base);
  return [
    ...skillReferences(base, overlay),
    ...variableReferences(base, overlay),
    ...lockedPreferenceChanges(base, overlay, locked),
    ...loosenedFloors(base, overlay, locked),
    ...droppedFloorEntries(base, overlay, locked),
  ];
}

const percent = (share: number) => Math.round(share * 1e6) / 1e4;

/** A number floor (PREFERENCE_RULES `raise-only`) the overlay sets below the platform's. */
function loosenedFloors(
  base: HarnessDocument,
  overlay: ShopOverlay,
  locked: ReadonlySet<PreferenceField>,
): LayeredDiagnostic[] {
  return (Object.keys(overlay.preferences) as PreferenceField[]).flatMap((field) => {
    const value = overlay.preferences[field];
    const floor = base.preferences[field];
    if (PREFERENCE_RULES[field] !== 'raise-only' || locked.has(field)) return [];
    if (typeof value !== 'number' || typeof floor !== 'number' || value >= floor) return [];
    const params = { field, value: percent(value), floor: percent(floor) };
    return [
      overlayError(
        error(
          toPointer(['preferences', field]),
          'overlay.floor_loosened',
          `A shop may only make "${FIELD_NAMES[field]}" stricter than the platform's: ` +
            `${params.value}% is below the platform's ${params.floor}%. Use ${params.floor}% ` +
            "or more, or leave it empty for the platform's.",
          params,
        ),
      ),
    ];
  });
}

/**
 * A campaign under the shop's stricter discount floor but not the platform's is the
 * platform's decision, not the shop's doing: said as a warning (the host holds to the shop's
 * floor), so raising the floor is never refused for it. Under the platform's own floor it
 * stays the base's error.
 */
function campaignFloors(base: HarnessDocument, diagnostics: LayeredDiagnostic[]) {
  let own: Set<string> | undefined;
  return diagnostics.map((d) => {
    if (d.code !== 'promotion.below_floor' || d.layer !== 'base' || d.severity !== 'error')
      return d;
    own ??= new Set(checkPromotionFloor(base).map((b) => b.pointer));
    return own.has(d.pointer) ? d : { ...d, severity: 'warning' as const };
  });
}

/** Each floor list's schema: the merged list must still fit it. */
const FLOOR_SCHEMAS = {
  forbiddenTopics: preferencesSchema.shape.forbiddenTopics,
  brandTerms: preferencesSchema.shape.brandTerms,
  bannedWords: harnessSettingsSchema.shape.bannedWords,
};

/**
 * A merged floor list longer than its schema allows, when the shop's additions made it so
 * (the semantic checks read the merged document, which the schema does not check again).
 */
function floorLimits(document: HarnessDocument, origins: MergeOrigins): LayeredDiagnostic[] {
  return FLOOR_NAMES.flatMap((list) => {
    if (!origins[list].some((o) => o.layer === 'overlay')) return [];
    const entries =
      list === 'bannedWords' ? document.settings.bannedWords : document.preferences[list];
    const result = FLOOR_SCHEMAS[list].safeParse(entries);
    const issue = result.error?.issues.find((i) => i.code === 'too_big' && i.path.length === 0);
    if (!issue) return [];
    const params = issueParams(issue) as { kind: string; n: number };
    return [
      overlayError(
        error(
          toPointer(FLOOR_LISTS[list].overlay),
          'schema.too_big',
          `With the shop's additions, "${FIELD_NAMES[list]}" has ${entries.length} entries: at most ${params.n} fit.`,
          params,
        ),
      ),
    ];
  });
}

/**
 * Validates the document a shop's host would run (the base merged with the overlay), and
 * says of each problem which layer it comes from, pointing into that layer: a merchant sees
 * `/promotions/0/window` of its overlay, not an index into a list it never wrote. The
 * overlay's own problems come first: names the base lacks, locked entries it touches, floor
 * lists that would drop the base's entries, number floors set below the platform's, and the
 * merchant's own text holding a banned word or a forbidden topic.
 */
export function validateShop(
  base: HarnessDocument,
  shop: Pick<Shop, 'shopId' | 'name' | 'tags'>,
  overlay: ShopOverlay,
): { document: HarnessDocument; diagnostics: LayeredDiagnostic[] } {
  const { document, origins } = mergeOverlay(base, shop, overlay);
  const merged = campaignFloors(
    base,
    validateDocument(document).map((d) => ({ ...d, ...locate(d.pointer, overlay, origins) })),
  );
  return {
    document,
    diagnostics: [
      ...overlayReferences(base, overlay),
      ...checkMerchantText(base, document, overlay).map(overlayError),
      ...floorLimits(document, origins),
      // A shop's own skill with a banned word is refused above, not only warned of.
      ...merged.filter((d) => !(d.code === 'skill.banned_word' && d.layer === 'overlay')),
    ],
  };
}
