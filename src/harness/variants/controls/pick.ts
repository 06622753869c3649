import type { Random } from '../random';

/**
 * One of `candidates` by seed, preferring those whose key the focus names: a control aims
 * at what the suite depends on when it is told, and at anything it can change otherwise.
 */
export function pickFocused<T>(
  random: Random,
  candidates: readonly T[],
  key: (item: T) => string,
  focus: readonly string[] | undefined,
): T | undefined {
  if (candidates.length === 0) return undefined;
  const wanted = new Set(focus ?? []);
  const focused = candidates.filter((c) => wanted.has(key(c)));
  return random.pick(focused.length > 0 ? focused : candidates);
}
