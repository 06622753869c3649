/** `/harnesses/:id/traces[/:traceId]`, each part escaped once here. */
export function tracesPath(harnessId: string, traceId?: string): string {
  const base = `/harnesses/${encodeURIComponent(harnessId)}/traces`;
  return traceId === undefined ? base : `${base}/${encodeURIComponent(traceId)}`;
}

/** Every cached read of one harness's traces lives under this key. */
export const tracesKey = (harnessId: string) => ['harnesses', harnessId, 'traces'] as const;
