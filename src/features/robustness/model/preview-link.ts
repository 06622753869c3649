/** Which arm of which run, and optionally the case and endpoint, the preview opens under. */
export interface VariantPreview {
  runId: string;
  arm: string;
  caseId?: string;
  endpoint?: string;
}

/**
 * The preview's address for a run's arm: `?robustness=<runId>&arm=<arm>[&case=][&endpoint=]`.
 * The preview page reads the same parameters back (the app shell passes them on).
 */
export function previewUnderVariant(harnessId: string, v: VariantPreview): string {
  const query = new URLSearchParams({ robustness: v.runId, arm: v.arm });
  if (v.caseId) query.set('case', v.caseId);
  if (v.endpoint) query.set('endpoint', v.endpoint);
  return `/harnesses/${encodeURIComponent(harnessId)}/preview?${query}`;
}
