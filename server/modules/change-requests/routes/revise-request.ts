import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { requireRole } from '../../shared/access';
import { requestParams, reviseChangeRequestBody } from '../schema';
import { reviseRequest } from '../request-store';
import { requestView } from '../request-view';
import { visibleRequest } from '../visible-request';
import { one } from './one-request';

export const reviseRequestRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'patch',
      path: '/harnesses/:id/change-requests/:n',
      summary: 'Edit a request; a new source is a new revision (reviews reset per settings)',
      tag: 'change-requests',
      params: requestParams,
      body: reviseChangeRequestBody,
      responses: one,
    },
    async (c, { params, body }) => {
      const row = await visibleRequest(c, params.id, params.n);
      const { db } = c.var.deps;
      const actor = c.var.actor;
      requireRole(row.author === actor.id || actor.role === 'admin', 'edit this change request');
      await reviseRequest(db, params.id, params.n, { ...body, actor: actor.id });
      return c.json(await requestView(db, params.id, params.n));
    },
  );
};
