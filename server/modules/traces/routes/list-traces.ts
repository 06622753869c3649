import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { tracePageSchema } from '../../../../src/harness/traces';
import { visibleHarness } from '../../shared/access';
import { harnessParams } from '../../shared/params';
import { listTraces } from '../trace-store';
import { listTracesQuery } from '../schema';
import { scoped } from './trace-scope';

export const listTracesRoute: ApiModule = (api, deps) => {
  const { db } = deps;
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/traces',
      summary: 'Production traces of the harness, newest first, filtered (keyset pages)',
      tag: 'traces',
      params: harnessParams,
      query: listTracesQuery,
      responses: { 200: { description: 'A page of traces', schema: tracePageSchema } },
    },
    async (c, { params, query }) => {
      await visibleHarness(c, params.id);
      const { limit, cursor, ...filter } = query;
      const scope = scoped(c, filter);
      if (!scope) return c.json({ items: [], nextCursor: null });
      return c.json(await listTraces(db, params.id, scope, { limit, cursor }));
    },
  );
};
