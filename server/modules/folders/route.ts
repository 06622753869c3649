import type { ApiModule } from '../../http/app-env';
import { defineRoute } from '../../http/define-route';
import { canCreateHarness } from '../../auth/roles';
import { unprocessable } from '../../http/problem';
import { exportFolder, importFolder } from '../../../src/harness/folder';
import { hasErrors } from '../../../src/harness';
import { visibleHarness, requireRole } from '../shared/access';
import { loadSource } from '../shared/source';
import { createHarness } from '../harnesses/harness-store';
import { harnessSchema } from '../../../src/harness/records';
import { exportQuery, folderSchema, harnessParams, importBody } from './schema';

const FOLDER_BODY_LIMIT = 8 * 1024 * 1024;

export const foldersModule: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/export',
      summary:
        'Export a state of the harness as a folder (harness.yaml, skills/<id>/SKILL.md, ...)',
      tag: 'folders',
      params: harnessParams,
      query: exportQuery,
      responses: { 200: { description: 'The folder files', schema: folderSchema } },
    },
    async (c, { params, query }) => {
      await visibleHarness(c, params.id);
      const document = await loadSource(c, params.id, query.source);
      return c.json({ files: exportFolder(document) });
    },
  );

  defineRoute(
    api,
    {
      method: 'post',
      path: '/harnesses/import',
      summary: 'Create a harness from a folder',
      tag: 'folders',
      body: importBody,
      bodyLimit: FOLDER_BODY_LIMIT,
      responses: { 201: { description: 'Created', schema: harnessSchema } },
    },
    async (c, { body }) => {
      const actor = c.var.actor;
      requireRole(canCreateHarness(actor), 'create harnesses');
      const folder = importFolder(body.files);
      if (folder.document === undefined || hasErrors(folder.diagnostics)) {
        throw unprocessable('The folder cannot be read as a harness.', folder.diagnostics);
      }
      const harness = await createHarness(c.var.deps.db, {
        id: body.id,
        document: folder.document,
        actor: actor.id,
      });
      return c.json(harness, 201);
    },
  );
};
