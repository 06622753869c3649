import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { visibleHarness } from '../../shared/access';
import { harnessParams } from '../schema';
import { harnessSchema } from '../../../../src/harness/records';

export const getHarnessRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id',
      summary: 'One harness',
      tag: 'harnesses',
      params: harnessParams,
      responses: { 200: { description: 'The harness', schema: harnessSchema } },
    },
    async (c, { params }) => c.json(await visibleHarness(c, params.id)),
  );
};
