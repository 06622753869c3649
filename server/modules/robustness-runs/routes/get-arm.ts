import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { robustnessArmDetailSchema } from '../../../../src/harness/variants/run-contract';
import { loadArm } from '../load-arm';
import { armParams } from '../schema';
import { visibleRun } from './visible-run';

export const getArmRoute: ApiModule = (api, deps) => {
  const { db } = deps;
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/robustness-runs/:runId/arms/:armId',
      summary: 'The harness an arm ran on (rebuilt from its seed) and its inverse map',
      tag: 'robustness-runs',
      params: armParams,
      responses: { 200: { description: 'The arm', schema: robustnessArmDetailSchema } },
    },
    async (c, { params }) => {
      const run = await visibleRun(c, db, params);
      const { arm, variant } = await loadArm(db, run, params.armId, '/armId');
      return c.json({ arm, document: variant.document, inverse: variant.inverse });
    },
  );
};
