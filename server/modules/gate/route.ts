import type { ApiModule } from '../../http/app-env';
import { defineRoute } from '../../http/define-route';
import { harnessParams } from '../shared/params';
import { visibleHarness } from '../shared/access';
import { publishGateStatus } from './gate-status';
import { publishGateStatusSchema } from '../../../src/harness/evaluation/run-contract';
import { publishGateQuery } from './schema';

export const gateModule: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/publish-gate',
      summary:
        "Whether a version may be published to production: the gate's verdict, its latest run and how that compares with production's",
      tag: 'test-runs',
      params: harnessParams,
      query: publishGateQuery,
      responses: {
        200: { description: 'The gate for that version', schema: publishGateStatusSchema },
        404: { description: 'No such harness or version' },
      },
    },
    async (c, { params, query }) => {
      // Read like the versions it judges: every role that sees the harness.
      await visibleHarness(c, params.id);
      return c.json(await publishGateStatus(c.var.deps.db, params.id, query.version));
    },
  );
};
