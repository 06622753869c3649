import { z } from 'zod';
import type { ApiModule } from '../../http/app-env';
import { defineRoute } from '../../http/define-route';
import { Problem, asBadRequest } from '../../http/problem';
import { invalidField } from '../../db/store-errors';
import { canEditTestCases } from '../../auth/roles';
import {
  exportSuiteJsonl,
  exportSuiteYaml,
  importSuite,
  suiteImportResultSchema,
  testCaseSchema,
  type TestCase,
} from '../../../src/harness/evaluation';
import { harnessParams } from '../shared/params';
import { requireRole, visibleHarness } from '../shared/access';
import { deleteCase, getCase, importCases, listCases, putCase } from './test-case-store';
import { exportQuery, importBody, putTestCaseBody, testCaseParams } from './schema';

export const testSuitesModule: ApiModule = (api) => {
  // Before `/test-cases/:caseId`, so "import" and "export" are not read as case ids.
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

  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/test-cases/export',
      summary: 'The suite as JSONL or YAML',
      tag: 'test-suites',
      params: harnessParams,
      query: exportQuery,
      responses: { 200: { description: 'The suite file', contentType: 'text/plain' } },
    },
    async (c, { params, query }) => {
      await visibleHarness(c, params.id);
      const cases = await listCases(c.var.deps.db, params.id);
      const yaml = query.format === 'yaml';
      return c.body(yaml ? exportSuiteYaml(cases) : exportSuiteJsonl(cases), 200, {
        'content-type': yaml ? 'application/yaml; charset=utf-8' : 'application/x-ndjson',
        'content-disposition': `attachment; filename="${params.id}-suite.${yaml ? 'yaml' : 'jsonl'}"`,
      });
    },
  );

  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/test-cases',
      summary: 'The test suite of a harness, in order',
      tag: 'test-suites',
      params: harnessParams,
      responses: { 200: { description: 'Cases', schema: z.array(testCaseSchema) } },
    },
    async (c, { params }) => {
      await visibleHarness(c, params.id);
      return c.json(await listCases(c.var.deps.db, params.id));
    },
  );

  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/test-cases/:caseId',
      summary: 'One test case',
      tag: 'test-suites',
      params: testCaseParams,
      responses: { 200: { description: 'The case', schema: testCaseSchema } },
    },
    async (c, { params }) => {
      await visibleHarness(c, params.id);
      return c.json(await getCase(c.var.deps.db, params.id, params.caseId));
    },
  );

  defineRoute(
    api,
    {
      method: 'put',
      path: '/harnesses/:id/test-cases/:caseId',
      summary: 'Create or replace a test case',
      tag: 'test-suites',
      params: testCaseParams,
      body: putTestCaseBody,
      responses: {
        200: { description: 'Replaced', schema: testCaseSchema },
        201: { description: 'Created', schema: testCaseSchema },
      },
    },
    async (c, { params, body }) => {
      await visibleHarness(c, params.id);
      requireRole(canEditTestCases(c.var.actor), 'edit test cases');
      if (body.id !== undefined && body.id !== params.caseId) {
        throw asBadRequest(
          invalidField('/id', 'invalid', `The body's id must be the path's "${params.caseId}".`),
        );
      }
      const value: TestCase = { ...body, id: params.caseId };
      const { created } = await putCase(c.var.deps.db, params.id, value, c.var.actor.id);
      return c.json(value, created ? 201 : 200);
    },
  );

  defineRoute(
    api,
    {
      method: 'delete',
      path: '/harnesses/:id/test-cases/:caseId',
      summary: 'Delete a test case',
      tag: 'test-suites',
      params: testCaseParams,
      responses: { 204: { description: 'Deleted' } },
    },
    async (c, { params }) => {
      await visibleHarness(c, params.id);
      requireRole(canEditTestCases(c.var.actor), 'edit test cases');
      await deleteCase(c.var.deps.db, params.id, params.caseId, c.var.actor.id);
      return c.body(null, 204);
    },
  );
};
