/** Edit distance, abandoned early once it exceeds `max` (names here are short). */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const v = Math.min(
        (prev[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (prev[j - 1] as number) + cost,
      );
      row.push(v);
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    prev = row;
  }
  return prev[b.length] as number;
}

/** The closest known name to a misspelt one, if any is close enough to be a typo. */
export function closest(name: string, known: Iterable<string>): string | undefined {
  const max = Math.max(1, Math.floor(name.length / 4));
  let best: string | undefined;
  let bestDistance = max + 1;
  for (const candidate of known) {
    const d = distance(name.toLowerCase(), candidate.toLowerCase(), max);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

/** ` Did you mean "x"?` or nothing, for a suggestion from `closest`. */
export function didYouMean(suggestion: string | undefined): string {
  return suggestion === undefined ? '' : ` Did you mean "${suggestion}"?`;
}
