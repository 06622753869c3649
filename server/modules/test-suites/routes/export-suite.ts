import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { exportSuiteJsonl, exportSuiteYaml } from '../../../../src/harness/evaluation';
import { harnessParams } from '../../shared/params';
import { visibleHarness } from '../../shared/access';
import { listCases } from '../test-case-store';
import { exportQuery } from '../schema';

export const exportSuiteRoute: ApiModule = (api) => {
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
};
