import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { requestParams } from '../schema';
import { requestView } from '../request-view';
import { visibleRequest } from '../visible-request';
import { one } from './one-request';

export const getRequestRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/change-requests/:n',
      summary: 'A change request with its evidence, reviews, gate verdict and schedule',
      tag: 'change-requests',
      params: requestParams,
      responses: one,
    },
    async (c, { params }) => {
      const row = await visibleRequest(c, params.id, params.n);
      return c.json(await requestView(c.var.deps.db, params.id, params.n, row));
    },
  );
};
