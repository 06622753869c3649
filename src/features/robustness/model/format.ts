/** A share as a percentage with at most one decimal: 0.8333 -> "83.3%"; "—" when unknown. */
export function percent(share: number | null | undefined): string {
  if (share === null || share === undefined || !Number.isFinite(share)) return '—';
  return `${Math.round(share * 1000) / 10}%`;
}

/** A 95 % interval as people read it: "70.1–91.2%". */
export function interval(low: number, high: number): string {
  return `${Math.round(low * 1000) / 10}–${Math.round(high * 1000) / 10}%`;
}

/** A change in percentage points with its sign: -0.25 -> "−25 pts", 0 -> "±0 pts". */
export function points(change: number | null | undefined): string {
  if (change === null || change === undefined || !Number.isFinite(change)) return '—';
  const value = Math.round(Math.abs(change) * 1000) / 10;
  if (value === 0) return '±0 pts';
  return `${change < 0 ? '−' : '+'}${value} pts`;
}

/** A run id as the screens show it: its first eight characters. */
export const shortId = (id: string) => id.slice(0, 8);
