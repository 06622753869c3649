import type { ApiModule } from '../../http/app-env';
import { defineRoute } from '../../http/define-route';
import { canReadAudit } from '../../auth/roles';
import { canReadExperiments } from '../../../src/harness/experiments/access';
import { harnessOverviewSchema, modelStatusSchema } from '../../../src/harness/overview';
import { harnessParams } from '../shared/params';
import { visibleHarness } from '../shared/access';
import { listHarnesses } from '../harnesses/harness-store';
import { DraftComparisons } from './draft-comparison';
import { ModelProbe } from './model-probe';
import { harnessOverview } from './overview-store';
import { summarize } from './summaries';
import { endpointParams, harnessSummariesQuery, harnessSummaryPageSchema } from './schema';

/** What the first screens need, one request each: the home page and a harness's overview. */
export const overviewModule: ApiModule = (api, deps) => {
  const probe = new ModelProbe(deps.runtime.endpoints);
  const comparisons = new DraftComparisons();

  defineRoute(
    api,
    {
      method: 'get',
      path: '/harness-summaries',
      summary:
        'Harnesses the caller may see, newest first, each with what its labels serve, its latest suite run and whether the draft differs from production',
      tag: 'harnesses',
      query: harnessSummariesQuery,
      responses: { 200: { description: 'A page of summaries', schema: harnessSummaryPageSchema } },
    },
    async (c, { query }) => {
      const actor = c.var.actor;
      const page = await listHarnesses(c.var.deps.db, {
        limit: query.limit,
        cursor: query.cursor,
        archived: query.archived === 'any' ? 'any' : query.archived === 'true',
        // The same scope as GET /harnesses: a merchant sees its shop's harnesses only.
        shopId: actor.role === 'merchant' ? actor.shopId : undefined,
      });
      return c.json(await summarize(c.var.deps.db, page, comparisons));
    },
  );

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

  defineRoute(
    api,
    {
      method: 'get',
      path: '/model-endpoints/:name/status',
      summary:
        'Whether the model server behind a configured endpoint answers (probed, the answer kept 10 s); never its URL',
      tag: 'preview',
      params: endpointParams,
      responses: { 200: { description: 'The endpoint', schema: modelStatusSchema } },
    },
    async (c, { params }) => c.json(await probe.status(params.name)),
  );
};
