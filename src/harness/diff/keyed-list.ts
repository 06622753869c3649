export interface Pair<T> {
  key: string;
  before?: T;
  after?: T;
  beforeIndex: number;
  afterIndex: number;
  /** Present in both lists but out of order relative to the other common items. */
  moved: boolean;
}

export interface KeyedMatch<T> {
  /** Items of the after list in order: matched (both sides) or added (no `before`). */
  present: Pair<T>[];
  /** Items only in the before list, in before order. */
  removed: Pair<T>[];
}

/** `key` plus its occurrence number, so invalid lists with repeated ids still pair up. */
function identities<T>(list: readonly T[], keyOf: (item: T) => string): string[] {
  const seen = new Map<string, number>();
  return list.map((item) => {
    const key = keyOf(item);
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    return `${key}\u0000${n}`;
  });
}

/** Positions (into `seq`) of one longest strictly increasing subsequence; O(n log n). */
export function longestIncreasing(seq: readonly number[]): Set<number> {
  const tails: number[] = []; // tails[k]: index into seq ending the best run of length k+1
  const prev = new Array<number>(seq.length).fill(-1);
  seq.forEach((value, i) => {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((seq[tails[mid] as number] as number) < value) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) prev[i] = tails[lo - 1] as number;
    tails[lo] = i;
  });
  const keep = new Set<number>();
  for (
    let i = tails.length ? (tails[tails.length - 1] as number) : -1;
    i !== -1;
    i = prev[i] as number
  ) {
    keep.add(i);
  }
  return keep;
}

/**
 * Pairs two lists by key. Moves are the fewest items that, taken out and put back, turn
 * the before order into the after order: inserting or removing one item moves nothing.
 */
export function matchKeyed<T>(
  before: readonly T[],
  after: readonly T[],
  keyOf: (item: T) => string,
): KeyedMatch<T> {
  const beforeIds = identities(before, keyOf);
  const afterIds = identities(after, keyOf);
  const beforeIndex = new Map(beforeIds.map((id, i) => [id, i]));
  const present: Pair<T>[] = after.map((item, i) => {
    const b = beforeIndex.get(afterIds[i] as string);
    const key = keyOf(item);
    return b === undefined
      ? { key, after: item, beforeIndex: -1, afterIndex: i, moved: false }
      : { key, before: before[b], after: item, beforeIndex: b, afterIndex: i, moved: false };
  });
  const common = present.filter((p) => p.beforeIndex !== -1);
  const inOrder = longestIncreasing(common.map((p) => p.beforeIndex));
  common.forEach((p, i) => (p.moved = !inOrder.has(i)));
  const matched = new Set(common.map((p) => p.beforeIndex));
  const removed: Pair<T>[] = [];
  before.forEach((item, i) => {
    if (!matched.has(i)) {
      removed.push({
        key: keyOf(item),
        before: item,
        beforeIndex: i,
        afterIndex: -1,
        moved: false,
      });
    }
  });
  return { present, removed };
}
