import { usePublishGate } from '../api/get-publish-gate';
import { refusals } from '../model/gate-view';

/**
 * The gate for a move of `production`: the version's, and the split version's too, since
 * the server gates both. Other labels are not gated and ask nothing.
 */
export function useProductionGate(
  harnessId: string,
  label: string,
  version: number,
  splitVersion: number | null,
) {
  // Version 0 stands for "no version yet": the form shows nothing then, and asks nothing.
  const gated = label === 'production' && version > 0;
  const main = usePublishGate(harnessId, version, gated);
  const other = splitVersion !== null && splitVersion !== version ? splitVersion : null;
  const split = usePublishGate(harnessId, other ?? version, gated && other !== null);
  return {
    gated,
    main,
    split: other === null ? null : { version: other, query: split },
    refused: gated ? refusals([main.data, other === null ? undefined : split.data]) : [],
  };
}
