import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { canArchiveHarness } from '../../../auth/roles';
import { visibleHarness, requireRole } from '../../shared/access';
import { archiveHarness } from '../harness-store';
import { harnessParams } from '../schema';
import { harnessSchema } from '../../../../src/harness/records';

export const archiveHarnessRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'post',
      path: '/harnesses/:id/archive',
      summary: 'Archive a harness (it stays readable)',
      tag: 'harnesses',
      params: harnessParams,
      responses: { 200: { description: 'Archived', schema: harnessSchema } },
    },
    async (c, { params }) => {
      const actor = c.var.actor;
      await visibleHarness(c, params.id);
      requireRole(canArchiveHarness(actor), 'archive harnesses');
      const archived = await archiveHarness(c.var.deps.db, params.id, { actor: actor.id });
      c.var.deps.delivery.forgetHarness(params.id);
      return c.json(archived);
    },
  );
};
