import type { HarnessDocument, Preferences } from '../../../harness';
import { enumLabel, type EnumKind } from '../../../lib/enum-label';
import type { Language } from '../../../lib/i18n';
import type { ShopOverlay } from '../types';

export type PreferenceKey = Exclude<keyof Preferences, 'shopId'>;

/**
 * Sets one preference override; `undefined` (an emptied field) removes it, so the shop
 * inherits the base's value again instead of saving an empty one.
 */
export function setPreference<K extends PreferenceKey>(
  overlay: ShopOverlay,
  key: K,
  value: Preferences[K] | undefined,
): ShopOverlay {
  const preferences = { ...overlay.preferences } as Record<string, unknown>;
  const empty = value === undefined || value === '';
  if (empty) delete preferences[key];
  else preferences[key] = value;
  return { ...overlay, preferences: preferences as ShopOverlay['preferences'] };
}

/** Switches a base skill on (drops it from `disabledSkills`) or off. */
export function setSkillOn(overlay: ShopOverlay, skillId: string, on: boolean): ShopOverlay {
  const rest = overlay.disabledSkills.filter((id) => id !== skillId);
  return { ...overlay, disabledSkills: on ? rest : [...rest, skillId] };
}

/** Sets a variable's value for the shop; an empty box gives the base's default back. */
export function setVariable(overlay: ShopOverlay, name: string, value: string): ShopOverlay {
  const variables = { ...overlay.variables };
  if (value === '') delete variables[name];
  else variables[name] = value;
  return { ...overlay, variables };
}

/** Preferences whose value is one of a few words (`calm`, `zh-CN`), said as words. */
const ENUMS: Partial<Record<PreferenceKey, EnumKind>> = { tone: 'tone', language: 'language' };

/**
 * How a base value reads as a placeholder: lists joined, fractions as percentages, a tone or
 * language in the reader's words when `reader` is given.
 */
export function describeBaseValue(key: PreferenceKey, value: unknown, reader?: Language): string {
  if (value === undefined || value === null) return '';
  const kind = ENUMS[key];
  if (kind && reader && typeof value === 'string') return enumLabel(reader, kind, value);
  if (key === 'discountFloor' && typeof value === 'number')
    return `${Math.round(value * 1000) / 10}`;
  if (key === 'brandTerms' && Array.isArray(value)) {
    return value.map((b: { term?: string }) => b.term ?? '').join(', ');
  }
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/** What the platform locked for shops (the base's `locked` flags and locked fields). */
export interface Locks {
  skills: ReadonlySet<string>;
  variables: ReadonlySet<string>;
  preferences: ReadonlySet<string>;
}

export function locksOf(base: Partial<HarnessDocument>): Locks {
  return {
    skills: new Set((base.skills ?? []).filter((s) => s.locked).map((s) => s.id)),
    variables: new Set((base.prompt?.variables ?? []).filter((v) => v.locked).map((v) => v.name)),
    preferences: new Set(base.settings?.lockedPreferences ?? []),
  };
}

/**
 * The overlay without what the platform locked: the host ignores it and a save naming it is
 * refused, so an edit drops it (an overlay saved before the lock may still hold it).
 */
export function dropLocked(overlay: ShopOverlay, locks: Locks): ShopOverlay {
  const preferences = Object.fromEntries(
    Object.entries(overlay.preferences).filter(([key]) => !locks.preferences.has(key)),
  ) as ShopOverlay['preferences'];
  const variables = Object.fromEntries(
    Object.entries(overlay.variables).filter(([name]) => !locks.variables.has(name)),
  );
  const disabledSkills = overlay.disabledSkills.filter((id) => !locks.skills.has(id));
  return { ...overlay, preferences, variables, disabledSkills };
}

/** Sets the shop's own banned words; an empty list leaves the field out. */
export function setBannedWords(overlay: ShopOverlay, words: string[]): ShopOverlay {
  const { bannedWords: _old, ...rest } = overlay;
  return words.length > 0 ? { ...rest, bannedWords: words } : rest;
}
