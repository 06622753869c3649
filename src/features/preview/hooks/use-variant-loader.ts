import { useEffect } from 'react';
import { useVariantCase } from '../api/get-variant-case';
import { caseTurns, replayExchanges, trialAnswers } from '../model/replay';
import { usePreviewStore } from '../store/preview-store';

/** The arm named by the page's `?robustness=…&arm=…[&case=…][&endpoint=…]`, or null. */
export interface VariantRequest {
  runId: string;
  arm: string;
  caseId: string | null;
  endpoint: string | null;
}

/**
 * Puts the session under a robustness run's arm, once: with a case, its live context, its
 * earlier turns and the trials the run recorded on that arm (in the variant's own names).
 * Coming back to the same arm and case keeps what the person has done since.
 */
export function useVariantLoader(harnessId: string, request: VariantRequest | null) {
  const loaded = useVariantCase(harnessId, request);
  const session = usePreviewStore((s) => s.harnessId);
  const startVariant = usePreviewStore((s) => s.startVariant);
  const ready = request !== null && (request.caseId === null || loaded.isSuccess);

  useEffect(() => {
    if (!request || !ready || session !== harnessId) return;
    const current = usePreviewStore.getState().variant;
    if (
      current?.runId === request.runId &&
      current.arm === request.arm &&
      current.caseId === request.caseId
    ) {
      return;
    }
    const testCase = loaded.data?.testCase ?? null;
    const result = loaded.data?.result ?? null;
    startVariant(
      {
        runId: request.runId,
        arm: request.arm,
        caseId: request.caseId,
        name: testCase?.name ?? null,
        question: testCase ? caseTurns(testCase.conversation).last : null,
      },
      request.endpoint,
      testCase?.context ?? null,
      testCase
        ? replayExchanges(
            testCase.conversation,
            result ? trialAnswers(result.records, result.traces) : [],
          )
        : [],
    );
  }, [request, ready, loaded.data, session, harnessId, startVariant]);

  return {
    loading: request !== null && request.caseId !== null && loaded.isPending,
    error: loaded.isError ? loaded.error : null,
  };
}
