import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { canOpenChangeRequest } from '../../../auth/roles';
import { harnessParams } from '../../shared/params';
import { visibleHarness, requireRole } from '../../shared/access';
import { changeRequestSchema, openChangeRequestBody } from '../schema';
import { openRequest } from '../request-store';
import { requestView } from '../request-view';

export const openRequestRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'post',
      path: '/harnesses/:id/change-requests',
      summary: 'Open a change request: the draft, a version or an overlay version, frozen',
      tag: 'change-requests',
      params: harnessParams,
      body: openChangeRequestBody,
      responses: { 201: { description: 'Opened', schema: changeRequestSchema } },
    },
    async (c, { params, body }) => {
      const actor = c.var.actor;
      await visibleHarness(c, params.id);
      requireRole(canOpenChangeRequest(actor), 'open change requests');
      const { db } = c.var.deps;
      const id = await openRequest(db, params.id, { ...body, actor: actor.id });
      return c.json(await requestView(db, params.id, id), 201);
    },
  );
};
