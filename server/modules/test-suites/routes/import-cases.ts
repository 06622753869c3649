import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { Problem } from '../../../http/problem';
import { canEditTestCases } from '../../../auth/roles';
import { importSuite, suiteImportResultSchema } from '../../../../src/harness/evaluation';
import { harnessParams } from '../../shared/params';
import { requireRole, visibleHarness } from '../../shared/access';
import { importCases } from '../test-case-store';
import { importBody } from '../schema';

export const importCasesRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'post',
      path: '/harnesses/:id/test-cases/import',
      summary: 'Import test cases from JSONL or YAML (all or nothing)',
      tag: 'test-suites',
      params: harnessParams,
      body: importBody,
      responses: {
        200: {
          description: 'Imported',
          schema: suiteImportResultSchema,
        },
        422: { description: 'The file has problems; each has a pointer and a line' },
      },
    },
    async (c, { params, body }) => {
      await visibleHarness(c, params.id);
      requireRole(canEditTestCases(c.var.actor), 'edit test cases');
      const result = importSuite(body.text, body.format);
      if (!result.ok) {
        const errors = result.diagnostics.filter((d) => d.severity === 'error');
        throw new Problem(
          422,
          'Unprocessable Content',
          `The ${body.format} file has ${errors.length} problem(s); nothing was imported.`,
          errors.map((d) => ({ pointer: `/text${d.pointer}`, message: d.message, code: d.code })),
          { diagnostics: result.diagnostics },
        );
      }
      return c.json(
        await importCases(c.var.deps.db, params.id, result.cases, body.mode, c.var.actor.id),
      );
    },
  );
};
