import { z } from 'zod';
import type { ApiModule } from '../../http/app-env';
import { defineRoute } from '../../http/define-route';
import { diffHarness } from '../../../src/harness/diff';
import { harnessParams } from '../shared/params';
import { visibleHarness } from '../shared/access';
import { targetSchema } from '../../../src/harness/target';
import { loadSource } from '../shared/source';

const diffQuery = z.strictObject({ from: targetSchema, to: targetSchema });

export const diffModule: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/diff',
      summary: 'Structural diff between two states (draft, version number, label:<name>)',
      tag: 'versions',
      params: harnessParams,
      query: diffQuery,
      responses: {
        200: { description: 'Changes by entity, with text diffs inside changed fields' },
      },
    },
    async (c, { params, query }) => {
      await visibleHarness(c, params.id);
      const [before, after] = await Promise.all([
        loadSource(c, params.id, query.from),
        loadSource(c, params.id, query.to),
      ]);
      return c.json({ from: query.from, to: query.to, ...diffHarness(before, after) });
    },
  );
};
