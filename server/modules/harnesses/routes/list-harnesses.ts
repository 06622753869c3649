import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { getLabelsOf } from '../../labels/label-store';
import { listHarnesses } from '../harness-store';
import { harnessPageSchema, listHarnessesQuery } from '../schema';

export const listHarnessesRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses',
      summary: 'Harnesses the caller may see, newest first',
      tag: 'harnesses',
      query: listHarnessesQuery,
      responses: { 200: { description: 'A page of harnesses', schema: harnessPageSchema } },
    },
    async (c, { query }) => {
      const actor = c.var.actor;
      const archived = query.archived === 'any' ? 'any' : query.archived === 'true';
      const page = await listHarnesses(c.var.deps.db, {
        limit: query.limit,
        cursor: query.cursor,
        archived,
        shopId: actor.role === 'merchant' ? actor.shopId : undefined,
      });
      // Which version each harness serves, at a glance in the list.
      const labels = await getLabelsOf(
        c.var.deps.db,
        page.items.map((h) => h.id),
      );
      return c.json({
        ...page,
        items: page.items.map((h) => ({ ...h, labels: labels.get(h.id) ?? [] })),
      });
    },
  );
};
