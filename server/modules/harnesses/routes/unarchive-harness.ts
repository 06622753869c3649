import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { canArchiveHarness } from '../../../auth/roles';
import { visibleHarness, requireRole } from '../../shared/access';
import { unarchiveHarness } from '../harness-store';
import { harnessParams } from '../schema';
import { harnessSchema } from '../../../../src/harness/records';

export const unarchiveHarnessRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'post',
      path: '/harnesses/:id/unarchive',
      summary: 'Un-archive a harness (it takes writes and label moves again)',
      tag: 'harnesses',
      params: harnessParams,
      responses: { 200: { description: 'Active again', schema: harnessSchema } },
    },
    async (c, { params }) => {
      const actor = c.var.actor;
      await visibleHarness(c, params.id);
      // The same role as archiving: whoever may retire a harness may bring it back.
      requireRole(canArchiveHarness(actor), 'un-archive harnesses');
      const harness = await unarchiveHarness(c.var.deps.db, params.id, { actor: actor.id });
      c.var.deps.delivery.forgetHarness(params.id);
      return c.json(harness);
    },
  );
};
