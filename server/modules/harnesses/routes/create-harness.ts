import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { canCreateHarness } from '../../../auth/roles';
import { requireRole } from '../../shared/access';
import { underPointer } from '../../shared/prefix-invalid';
import { createHarness } from '../harness-store';
import { createHarnessBody } from '../schema';
import { harnessSchema } from '../../../../src/harness/records';

export const createHarnessRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'post',
      path: '/harnesses',
      summary: 'Create a harness from a valid document',
      tag: 'harnesses',
      body: createHarnessBody,
      responses: { 201: { description: 'Created', schema: harnessSchema } },
    },
    async (c, { body }) => {
      const actor = c.var.actor;
      requireRole(canCreateHarness(actor), 'create harnesses');
      const harness = await underPointer(
        '/document',
        createHarness(c.var.deps.db, { id: body.id, document: body.document, actor: actor.id }),
      );
      c.header('Location', `/api/v1/harnesses/${harness.id}`);
      return c.json(harness, 201);
    },
  );
};
