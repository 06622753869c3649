// A leaf: the sequential test and CUPED both read these sums.

/** What a per-unit measure adds up to over one arm: units, Σx and Σx². */
export interface MeanStats {
  n: number;
  sum: number;
  sumSq: number;
  /** Units with at least one event: the data a ratio rests on, whatever the unit count. */
  events: number;
}
