import type { ApiModule } from '../../http/app-env';
import { defineRoute } from '../../http/define-route';
import { canCreateVersion } from '../../auth/roles';
import { visibleHarness, requireRole } from '../shared/access';
import { createVersion, getVersion, listVersions } from './version-store';
import {
  createVersionBody,
  harnessParams,
  listVersionsQuery,
  versionPageSchema,
  versionParams,
} from './schema';
import { versionSchema, versionWithDocumentSchema } from '../../../src/harness/records';

export const versionsModule: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/versions',
      summary: 'Versions, newest first',
      tag: 'versions',
      params: harnessParams,
      query: listVersionsQuery,
      responses: { 200: { description: 'A page of versions', schema: versionPageSchema } },
    },
    async (c, { params, query }) => {
      await visibleHarness(c, params.id);
      return c.json(await listVersions(c.var.deps.db, params.id, query));
    },
  );

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

  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/versions/:number',
      summary: 'One version with its document',
      tag: 'versions',
      params: versionParams,
      responses: { 200: { description: 'The version', schema: versionWithDocumentSchema } },
    },
    async (c, { params }) => {
      await visibleHarness(c, params.id);
      const version = await getVersion(c.var.deps.db, params.id, params.number);
      c.header('ETag', `"${version.contentHash}"`);
      c.header('Cache-Control', 'private, max-age=31536000, immutable');
      return c.json(version);
    },
  );
};
