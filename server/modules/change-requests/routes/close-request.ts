import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { canOverrideGate } from '../../../auth/roles';
import { requireRole } from '../../shared/access';
import { requestParams } from '../schema';
import { requestView } from '../request-view';
import { visibleRequest } from '../visible-request';
import { closeRequest } from '../request-actions';
import { one } from './one-request';

export const closeRequestRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'post',
      path: '/harnesses/:id/change-requests/:n/close',
      summary: 'Close a request without publishing it',
      tag: 'change-requests',
      params: requestParams,
      responses: one,
    },
    async (c, { params }) => {
      const row = await visibleRequest(c, params.id, params.n);
      const { db } = c.var.deps;
      const actor = c.var.actor;
      requireRole(row.author === actor.id || canOverrideGate(actor), 'close this change request');
      await closeRequest(db, params.id, params.n, actor.id);
      return c.json(await requestView(db, params.id, params.n));
    },
  );
};
