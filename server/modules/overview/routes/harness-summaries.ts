import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { listHarnesses } from '../../harnesses/harness-store';
import { DraftComparisons } from '../draft-comparison';
import { summarize } from '../summaries';
import { harnessSummariesQuery, harnessSummaryPageSchema } from '../schema';

export const harnessSummariesRoute: ApiModule = (api) => {
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
};
