import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { followRobustnessRun } from '../follow-run';
import { robustnessRunParams } from '../schema';
import { visibleRun } from './visible-run';

const FOLLOW_MS = 500;

export const followRunEventsRoute: ApiModule = (api, deps) => {
  const { db } = deps;
  const runner = deps.robustnessRunner;
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/robustness-runs/:runId/events',
      summary: 'Progress as Server-Sent Events: a `unit` event per finished unit, then `done`',
      tag: 'robustness-runs',
      params: robustnessRunParams,
      responses: { 200: { description: 'Events', contentType: 'text/event-stream' } },
    },
    async (c, { params }) => {
      const run = await visibleRun(c, db, params);
      return followRobustnessRun(c, runner, run, FOLLOW_MS);
    },
  );
};
