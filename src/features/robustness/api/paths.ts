/** `/harnesses/:id/robustness-runs[/:runId]`, each part escaped once here. */
export function runsPath(harnessId: string, runId?: string): string {
  const base = `/harnesses/${encodeURIComponent(harnessId)}/robustness-runs`;
  return runId === undefined ? base : `${base}/${encodeURIComponent(runId)}`;
}

/** Every cached read of one harness's robustness runs lives under this key. */
export const robustnessRunsKey = (harnessId: string) =>
  ['harnesses', harnessId, 'robustness-runs'] as const;
