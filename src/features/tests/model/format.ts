/** A share as a percentage with at most one decimal: 0.8333 → "83.3%". */
export function formatPercent(share: number | null | undefined): string {
  if (share === null || share === undefined || !Number.isFinite(share)) return '—';
  return `${Math.round(share * 1000) / 10}%`;
}

/** A duration as people read it: "840 ms", "3.42 s"; "—" when it was not measured. */
export function formatMs(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '—';
  if (ms < 1_000) return `${Math.round(ms)} ms`;
  return `${(ms / 1_000).toFixed(2)} s`;
}
