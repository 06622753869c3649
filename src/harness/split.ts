import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The traffic bucket (0-99) of a caller's key in one experiment: the first 4 bytes of
 * sha256("<salt>:<key>") as an unsigned big-endian integer, mod 100; without a salt (a split
 * begun before salts) sha256(key). Each experiment's salt is its id, so the viewers in one
 * experiment's treatment are not the same in the next. Stable across instances and restarts,
 * and the same in the server and in the agent client (packages/client), so a viewer gets the
 * same arm with the studio up or down.
 */
export function bucketOf(key: string, salt?: string | null): number {
  const d = sha256(utf8ToBytes(salt ? `${salt}:${key}` : key));
  return (((d[0]! << 24) >>> 0) + (d[1]! << 16) + (d[2]! << 8) + d[3]!) % 100;
}

/**
 * The keys the agent client reads a split's (or holdout's) arms with, to confirm what the
 * label serves: not viewers, so serving them records no exposure (exposure-log.ts).
 */
const PROBE_KEY_PREFIX = 'hs-client-probe-';
export const probeKey = (i: number) => `${PROBE_KEY_PREFIX}${i}`;
export const isProbeKey = (key: string) => key.startsWith(PROBE_KEY_PREFIX);

/** What the split hash needs of a label's split. */
export interface SplitShape {
  version: number;
  percent: number;
  /** null (or absent) for a split begun before salts: the unsalted hash. */
  salt?: string | null;
}

/** Whether this key is in the split's share (the treatment). */
export function inSplit(split: SplitShape, key: string): boolean {
  return bucketOf(key, split.salt) < split.percent;
}

/**
 * The version a caller gets from a label. With a split, keys in buckets below `percent`
 * get the split version, so one key always gets the same version and raising the percent
 * (a ramp keeps the salt) only moves more keys over. Without a key, everyone gets the
 * label's own version.
 */
export function resolveLabel(
  label: { version: number | null; split: SplitShape | null },
  key?: string,
): number | null {
  if (label.version === null) return null;
  if (!label.split || key === undefined || key === '') return label.version;
  return inSplit(label.split, key) ? label.split.version : label.version;
}
