import type { Preferences } from '../../../harness';
import { useLanguage, useT } from '../../../lib/i18n';
import {
  describeBaseValue,
  setPreference,
  type Locks,
  type PreferenceKey,
} from '../model/overlay-edit';
import type { ShopOverlay } from '../types';

export interface PreferenceOverridesInput {
  overlay: ShopOverlay;
  /** The platform's (base's) preferences: what an empty field inherits. */
  base: Partial<Preferences>;
  /** What the platform locked: shown disabled, with the reason. */
  locks: Locks;
  at: (pointer: string) => readonly string[];
  onChange: (overlay: ShopOverlay) => void;
  readOnly: boolean;
}

/** Where the preference overrides sit in the overlay: their fields' pointers start here. */
export const PREFERENCES_POINTER = '/preferences';

/**
 * What each preference override field reads: the shop's own value (a locked key's is not
 * its own), the platform's as a placeholder, its errors, and how a change lands in the overlay.
 */
export function usePreferenceOverrides({
  overlay,
  base,
  locks,
  at,
  onChange,
  readOnly,
}: PreferenceOverridesInput) {
  const t = useT();
  const language = useLanguage();
  const locked = (key: PreferenceKey) => locks.preferences.has(key);
  const own = Object.fromEntries(
    Object.entries(overlay.preferences).filter(([key]) => !locks.preferences.has(key)),
  ) as ShopOverlay['preferences'];
  const set = <K extends PreferenceKey>(key: K, value: Preferences[K] | undefined) =>
    onChange(setPreference(overlay, key, value));
  const from = (key: PreferenceKey) => {
    const text = describeBaseValue(key, base[key], language);
    return text ? t('shops.fromPlatform', { value: text }) : t('shops.fromPlatformNone');
  };
  const errorsAt = (key: string) => at(`${PREFERENCES_POINTER}/${key}`);
  const lowestFloor =
    base.discountFloor === undefined
      ? undefined
      : Number(describeBaseValue('discountFloor', base.discountFloor));
  const floorHint =
    lowestFloor === undefined
      ? t('prefs.discountFloorHint')
      : `${t('prefs.discountFloorHint')} ${t('shops.discountFloorLowest', { floor: lowestFloor })}`;
  const inherit = (key: PreferenceKey, label: string) => ({
    value: '' as const,
    label: t('shops.inherit', { value: label || describeBaseValue(key, base[key], language) }),
  });
  return { base, readOnly, locked, own, set, from, errorsAt, lowestFloor, floorHint, inherit };
}

export type PreferenceOverrideFields = ReturnType<typeof usePreferenceOverrides>;
