import type { ApiModule } from '../../http/app-env';
import { defineRoute } from '../../http/define-route';
import { canArchiveHarness, canCreateHarness } from '../../auth/roles';
import { visibleHarness, requireRole } from '../shared/access';
import { underPointer } from '../shared/prefix-invalid';
import { getLabelsOf } from '../labels/label-store';
import { archiveHarness, createHarness, listHarnesses, unarchiveHarness } from './harness-store';
import { createHarnessBody, harnessPageSchema, harnessParams, listHarnessesQuery } from './schema';
import { harnessSchema } from '../../../src/harness/records';

export const harnessesModule: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses',
      summary: 'Harnesses the caller may see, newest first',
      tag: 'harnesses',
      query: listHarnessesQuery,
      responses: { 200: { description: 'A page of harnesses', schema: harnessPageSchema } },
    },
    async (c, { query }) => {
      const actor = c.var.actor;
      const archived = query.archived === 'any' ? 'any' : query.archived === 'true';
      const page = await listHarnesses(c.var.deps.db, {
        limit: query.limit,
        cursor: query.cursor,
        archived,
        shopId: actor.role === 'merchant' ? actor.shopId : undefined,
      });
      // Which version each harness serves, at a glance in the list.
      const labels = await getLabelsOf(
        c.var.deps.db,
        page.items.map((h) => h.id),
      );
      return c.json({
        ...page,
        items: page.items.map((h) => ({ ...h, labels: labels.get(h.id) ?? [] })),
      });
    },
  );

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
