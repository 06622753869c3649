import { expect, it } from 'vitest';
import type { Diagnostic } from '../../../src/harness';
import { describeApi } from '../../testing/describe-api';
import {
  createSampleHarness,
  expectProblem,
  readEntity,
  sampleDocument,
} from '../../testing/api-helpers';

// Every response that carries diagnostics carries their params, so clients translate by code.

const unknownTool = {
  code: 'skill.unknown_tool',
  params: { skill: 'product-qa', tool: 'get_prodct_detail', suggestion: 'get_product_detail' },
};

describeApi('Diagnostic params', (api) => {
  it('come with the validate endpoint’s diagnostics', async () => {
    const document = sampleDocument();
    document.skills![0]!.allowedTools!.push('get_prodct_detail');
    const res = await api.as<{ diagnostics: Diagnostic[] }>('engineer', 'POST', '/validate', {
      body: document,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.diagnostics).toContainEqual(expect.objectContaining(unknownTool));
  });

  it('come with the draft’s diagnostics and with a refused version’s errors', async () => {
    const id = await createSampleHarness(api);
    const skill = await readEntity(api, id, 'skill', 'product-qa');
    const allowedTools = [...(skill.value.allowedTools as string[]), 'get_prodct_detail'];
    const put = await api.as('admin', 'PUT', `/harnesses/${id}/draft/entities/skill/product-qa`, {
      body: { ...skill.value, allowedTools },
      headers: { 'if-match': `"${skill.revision}"` },
    });
    expect(put.status, put.text).toBe(200);

    const draft = await api.as<{ diagnostics: Diagnostic[] }>(
      'engineer',
      'GET',
      `/harnesses/${id}/draft`,
    );
    expect(draft.body.diagnostics).toContainEqual(expect.objectContaining(unknownTool));

    const refused = await api.as('engineer', 'POST', `/harnesses/${id}/versions`, {
      body: { message: 'with a typo' },
    });
    const problem = expectProblem(refused, 422, '/skills/0/allowedTools/2');
    expect(problem.errors).toContainEqual(expect.objectContaining(unknownTool));
  });

  it('come with a request body’s shape errors', async () => {
    const res = await api.as('admin', 'POST', '/harnesses', {
      body: { id: 'params-check', document: { ...sampleDocument(), name: '' } },
    });
    const problem = expectProblem(res, 422, '/document/name');
    expect(problem.errors).toContainEqual(
      expect.objectContaining({ code: 'schema.too_small', params: { kind: 'empty', n: 1 } }),
    );
  });
});
