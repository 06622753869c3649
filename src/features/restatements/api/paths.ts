/** `/harnesses/:id/restatements[/:rid]`, each part escaped once here. */
export function restatementsPath(harnessId: string, rid?: string): string {
  const base = `/harnesses/${encodeURIComponent(harnessId)}/restatements`;
  return rid === undefined ? base : `${base}/${encodeURIComponent(rid)}`;
}

/** Every cached read of one harness's restatements lives under this key. */
export const restatementsKey = (harnessId: string) =>
  ['harnesses', harnessId, 'restatements'] as const;
