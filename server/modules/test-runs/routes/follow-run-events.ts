import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import type { CaseEvaluation } from '../../../../src/harness';
import { visibleHarness } from '../../shared/access';
import { followRunEvents } from '../../shared/follow-run-events';
import type { RunEvent } from '../runner';
import { getRun, getRunEvaluations } from '../test-run-store';
import { runParams } from '../schema';

const caseEvent = (evaluation: CaseEvaluation, done: number, total: number) =>
  JSON.stringify({ done, total, caseId: evaluation.caseId, evaluation });

/** How often a reader polls the store for a run that another instance is running. */
const FOLLOW_MS = 500;

export const followRunEventsRoute: ApiModule = (api, deps) => {
  const { db } = deps;
  const runner = deps.testRunner;
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/test-runs/:runId/events',
      summary: 'Progress as Server-Sent Events: a `case` event per finished case, then `done`',
      tag: 'test-runs',
      params: runParams,
      responses: { 200: { description: 'Events', contentType: 'text/event-stream' } },
    },
    async (c, { params }) => {
      await visibleHarness(c, params.id);
      const run = await getRun(db, params.id, params.runId);
      return followRunEvents<RunEvent, CaseEvaluation>(c, {
        subscribe: (listener) => runner.subscribe(run.id, listener),
        read: (e) => (e.type === 'done' ? { ended: e.status } : { item: e.result.evaluation }),
        // The verdicts only: answers and traces stay in the store.
        stored: () => getRunEvaluations(db, run.id),
        key: (evaluation) => evaluation.caseId,
        write: (stream, evaluation, done) =>
          stream.writeSSE({ event: 'case', data: caseEvent(evaluation, done, run.total) }),
        current: () => getRun(db, params.id, run.id),
        final: () => getRun(db, params.id, run.id),
        pollMs: FOLLOW_MS,
      });
    },
  );
};
