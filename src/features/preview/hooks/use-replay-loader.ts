import { useEffect } from 'react';
import { useStoredRun } from '../api/get-test-run';
import { caseTurns, replayExchanges, trialAnswers } from '../model/replay';
import { usePreviewStore } from '../store/preview-store';

/** The run case named by the page's `?run=…&case=…`, or null for a plain preview. */
export interface ReplayRequest {
  runId: string;
  caseId: string;
}

/**
 * Loads the stored run and, once, puts its case into the session: the case's live context,
 * its conversation and the recorded trials. Coming back to the same replay keeps what the
 * person has done since (Run again answers), so it is not loaded over again.
 */
export function useReplayLoader(harnessId: string, request: ReplayRequest | null) {
  const run = useStoredRun(harnessId, request?.runId ?? null);
  const session = usePreviewStore((s) => s.harnessId);
  const startReplay = usePreviewStore((s) => s.startReplay);
  const found = request ? run.data?.cases.find((c) => c.caseId === request.caseId) : undefined;

  useEffect(() => {
    if (!request || !run.data || !found || session !== harnessId) return;
    const current = usePreviewStore.getState().replay;
    if (current?.runId === request.runId && current.caseId === request.caseId) return;
    const { testCase, evaluation, records, traces } = found;
    startReplay(
      {
        runId: run.data.id,
        caseId: found.caseId,
        name: testCase.name,
        target: run.data.target,
        version: run.data.version,
        evaluation,
        question: caseTurns(testCase.conversation).last,
      },
      testCase.context,
      replayExchanges(testCase.conversation, trialAnswers(records, traces)),
    );
  }, [request, run.data, found, session, harnessId, startReplay]);

  return {
    loading: request !== null && run.isPending,
    error: run.isError ? run.error : null,
    /** The run loaded but has no such case. */
    missing: request !== null && run.isSuccess && !found,
  };
}
