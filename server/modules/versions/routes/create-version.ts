import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { canCreateVersion } from '../../../auth/roles';
import { visibleHarness, requireRole } from '../../shared/access';
import { createVersion } from '../version-store';
import { createVersionBody, harnessParams } from '../schema';
import { versionSchema } from '../../../../src/harness/records';

export const createVersionRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'post',
      path: '/harnesses/:id/versions',
      summary: 'Snapshot the draft as a new immutable version (refused while it has errors)',
      tag: 'versions',
      params: harnessParams,
      body: createVersionBody,
      responses: { 201: { description: 'Created', schema: versionSchema } },
    },
    async (c, { params, body }) => {
      const actor = c.var.actor;
      await visibleHarness(c, params.id);
      requireRole(canCreateVersion(actor), 'create versions');
      const version = await createVersion(c.var.deps.db, params.id, {
        message: body.message,
        actor: actor.id,
      });
      c.header('Location', `/api/v1/harnesses/${params.id}/versions/${version.number}`);
      return c.json(version, 201);
    },
  );
};
