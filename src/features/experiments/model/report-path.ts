/** The screen of one experiment's report (a layer experiment's, found by its id). */
export const reportPath = (harnessId: string, label: string, experimentId: string) =>
  `/harnesses/${encodeURIComponent(harnessId)}/labels/${encodeURIComponent(label)}/experiments/${encodeURIComponent(experimentId)}`;
