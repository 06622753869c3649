import type { ApiModule } from '../../../http/app-env';
import { z } from 'zod';
import { defineRoute } from '../../../http/define-route';
import { restatementSchema } from '../../../../src/harness/variants/restatements/contract';
import { harnessParams } from '../../shared/params';
import { visibleHarness } from '../../shared/access';
import { listRestatements } from '../restatement-store';
import { listRestatementsQuery } from '../schema';

export const listRestatementsRoute: ApiModule = (api, deps) => {
  const { db } = deps;
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/restatements',
      summary: 'The harness’s restatements, each with its source text, optionally by review status',
      tag: 'restatements',
      params: harnessParams,
      query: listRestatementsQuery,
      responses: { 200: { description: 'Restatements', schema: z.array(restatementSchema) } },
    },
    async (c, { params, query }) => {
      await visibleHarness(c, params.id);
      return c.json(await listRestatements(db, params.id, query));
    },
  );
};
