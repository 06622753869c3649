import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { canReadAudit } from '../../../auth/roles';
import { canReadExperiments } from '../../../../src/harness/experiments/access';
import { harnessOverviewSchema } from '../../../../src/harness/overview';
import { harnessParams } from '../../shared/params';
import { visibleHarness } from '../../shared/access';
import { harnessOverview } from '../overview-store';

export const harnessOverviewRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/overview',
      summary:
        "One harness at a glance: labels, the draft against production, the latest runs, the gate's verdict on publishing the draft, recent activity",
      tag: 'harnesses',
      params: harnessParams,
      responses: {
        200: { description: 'The overview', schema: harnessOverviewSchema },
        404: { description: 'No such harness (or not visible to the caller)' },
      },
    },
    async (c, { params }) => {
      const harness = await visibleHarness(c, params.id);
      return c.json(
        await harnessOverview(c.var.deps.db, harness, {
          withActivity: canReadAudit(c.var.actor),
          withRollbacks: canReadExperiments(c.var.actor),
        }),
      );
    },
  );
};
