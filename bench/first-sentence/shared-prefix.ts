/**
 * The longest prefix a token sequence shares with any sequence seen before it: what an
 * inference server's prefix cache (vLLM's automatic prefix caching, SGLang's radix tree)
 * could skip, at best, if it had kept every earlier prompt.
 *
 * The earlier sequences are kept in lexicographic order: the one sharing the longest prefix
 * with a new sequence is always next to it in that order (its predecessor or successor), so
 * each request costs a binary search instead of a comparison with every earlier request.
 */

export type Tokens = ArrayLike<number>;

/** Length of the common prefix of `a` and `b`, and their order (-1, 0, 1) after it. */
function compare(a: Tokens, b: Tokens): { lcp: number; order: number } {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a[i] === b[i]) i++;
  if (i < n) return { lcp: i, order: a[i]! < b[i]! ? -1 : 1 };
  return { lcp: i, order: Math.sign(a.length - b.length) };
}

export class SharedPrefixCounter {
  private readonly sorted: Tokens[] = [];

  /** Adds `tokens`; returns how many of its first tokens equal an earlier sequence's. */
  add(tokens: Tokens): number {
    let lo = 0;
    let hi = this.sorted.length;
    let best = 0;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const { lcp, order } = compare(tokens, this.sorted[mid]!);
      best = Math.max(best, lcp);
      if (order === 0) return tokens.length;
      if (order < 0) hi = mid;
      else lo = mid + 1;
    }
    // The neighbours were both compared on the way down unless the search ended at an end.
    for (const j of [lo - 1, lo]) {
      const other = this.sorted[j];
      if (other) best = Math.max(best, compare(tokens, other).lcp);
    }
    this.sorted.splice(lo, 0, tokens);
    return best;
  }
}
