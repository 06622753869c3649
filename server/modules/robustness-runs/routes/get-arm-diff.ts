import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { diffHarness } from '../../../../src/harness/diff';
import { loadArm } from '../load-arm';
import { armParams } from '../schema';
import { visibleRun } from './visible-run';

export const getArmDiffRoute: ApiModule = (api, deps) => {
  const { db } = deps;
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/robustness-runs/:runId/arms/:armId/diff',
      summary: 'What the arm changed: the structural diff from the harness under test to it',
      tag: 'robustness-runs',
      params: armParams,
      responses: { 200: { description: 'Changes by entity, as `GET /harnesses/{id}/diff`' } },
    },
    async (c, { params }) => {
      const run = await visibleRun(c, db, params);
      const { source, variant } = await loadArm(db, run, params.armId, '/armId');
      return c.json({
        from: run.target,
        to: params.armId,
        ...diffHarness(source.document, variant.document),
      });
    },
  );
};
