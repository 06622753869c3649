import type { Preferences } from '../../../harness';
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

/** How a base value reads as a placeholder: lists joined, fractions as percentages. */
export function describeBaseValue(key: PreferenceKey, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (key === 'discountFloor' && typeof value === 'number')
    return `${Math.round(value * 1000) / 10}`;
  if (key === 'brandTerms' && Array.isArray(value)) {
    return value.map((b: { term?: string }) => b.term ?? '').join(', ');
  }
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}
