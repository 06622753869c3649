import { expect, it } from 'vitest';
import type { Diagnostic } from '../../../src/harness';
import { describeApi } from '../../testing/describe-api';
import { createSampleHarness, readEntity } from '../../testing/api-helpers';

describeApi("The draft's price warnings", (api) => {
  const draftDiagnostics = async (harnessId: string) => {
    const res = await api.as<{ diagnostics: Diagnostic[] }>(
      'qa',
      'GET',
      `/harnesses/${harnessId}/draft`,
    );
    expect(res.status, res.text).toBe(200);
    return res.body.diagnostics;
  };

  it('warns when a promotion name names another price than its field, and still versions it', async () => {
    const harnessId = await createSampleHarness(api, { prefix: 'warn' });
    expect((await draftDiagnostics(harnessId)).map((d) => d.code)).toEqual([]);

    const sale = await readEntity(api, harnessId, 'promotion', 'baicha-flash-sale');
    const saved = await api.as(
      'ops',
      'PUT',
      `/harnesses/${harnessId}/draft/entities/promotion/baicha-flash-sale`,
      { body: { ...sale.value, price: 179 }, headers: { 'if-match': `"${sale.revision}"` } },
    );
    expect(saved.status, saved.text).toBe(200);

    expect(await draftDiagnostics(harnessId)).toEqual([
      expect.objectContaining({
        pointer: '/promotions/2/name',
        severity: 'warning',
        code: 'promotion.name_number_mismatch',
        params: {
          name: '寿眉饼预热秒杀169元',
          said: '169元',
          value: 169,
          part: 'price',
          fieldValue: 179,
        },
        related: ['/promotions/2/price'],
      }),
    ]);
    // A warning never blocks: the draft still becomes a version.
    const version = await api.as('admin', 'POST', `/harnesses/${harnessId}/versions`, {
      body: { message: 'flash sale at 179' },
    });
    expect(version.status, version.text).toBe(201);
  });

  it('states the related places in the OpenAPI document', async () => {
    const res = await api.as<{ paths: Record<string, Record<string, unknown>> }>(
      'qa',
      'GET',
      '/openapi.json',
    );
    expect(res.status).toBe(200);
    const draft = JSON.stringify(res.body.paths['/api/v1/harnesses/{id}/draft']);
    expect(draft).toContain('"related"');
  });
});
