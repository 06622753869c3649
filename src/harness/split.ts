import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The traffic bucket (0-99) of a caller's key: the first 4 bytes of sha256(key) as an
 * unsigned big-endian integer, mod 100. Stable across instances and restarts, and the same
 * in the server and in the agent client (packages/client), so a viewer gets the same arm
 * with the studio up or down.
 */
export function bucketOf(key: string): number {
  const d = sha256(utf8ToBytes(key));
  return (((d[0]! << 24) >>> 0) + (d[1]! << 16) + (d[2]! << 8) + d[3]!) % 100;
}

/**
 * The version a caller gets from a label. With a split, keys in buckets below `percent`
 * get the split version, so one key always gets the same version and raising the percent
 * only moves more keys over. Without a key, everyone gets the label's own version.
 */
export function resolveLabel(
  label: { version: number | null; split: { version: number; percent: number } | null },
  key?: string,
): number | null {
  if (label.version === null) return null;
  if (!label.split || key === undefined || key === '') return label.version;
  return bucketOf(key) < label.split.percent ? label.split.version : label.version;
}
