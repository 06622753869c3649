/** The experiment screen of a label's split. */
export const experimentHref = (harnessId: string, label: string) =>
  `/harnesses/${encodeURIComponent(harnessId)}/labels/${encodeURIComponent(label)}/experiment`;
