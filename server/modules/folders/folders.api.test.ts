import { expect, it } from 'vitest';
import { parseHarness } from '../../../src/harness';
import { describeApi } from '../../testing/describe-api';
import { uniqueId } from '../../db/testing/describe-each-database';

describeApi('Folders and the OpenAPI document', (api) => {
  it('exports a harness as a folder and imports it back to the identical document', async () => {
    const exported = await api.as<{ files: Record<string, string> }>(
      'qa',
      'GET',
      '/harnesses/sample/export',
    );
    expect(exported.status).toBe(200);
    expect(Object.keys(exported.body.files)).toEqual(
      expect.arrayContaining([
        'harness.yaml',
        'preferences.yaml',
        'promotions.yaml',
        'skills/greeting/SKILL.md',
      ]),
    );
    const id = uniqueId('imp');
    const imported = await api.as('engineer', 'POST', '/harnesses/import', {
      body: { id, files: exported.body.files },
    });
    expect(imported.status, imported.text).toBe(201);
    const [a, b] = await Promise.all([
      api.as<{ document: unknown }>('qa', 'GET', '/harnesses/sample/draft'),
      api.as<{ document: unknown }>('qa', 'GET', `/harnesses/${id}/draft`),
    ]);
    const docA = parseHarness(a.body.document);
    const docB = parseHarness(b.body.document);
    expect(docA.ok && docB.ok).toBe(true);
    expect(docB.document).toEqual(docA.document);
  });

  it('serves an OpenAPI 3.1 document generated from the route schemas', async () => {
    const res = await api.as<{
      openapi: string;
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>
      >;
    }>('anonymous', 'GET', '/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    for (const path of [
      '/api/v1/harnesses',
      '/api/v1/harnesses/{id}/draft/entities/skill/{key}',
      '/api/v1/harnesses/{id}/versions',
      '/api/v1/harnesses/{id}/labels/{label}',
      '/api/v1/harnesses/{id}/resolved',
      '/api/v1/audit',
    ]) {
      expect(Object.keys(res.body.paths)).toContain(path);
    }
    const move = res.body.paths['/api/v1/harnesses/{id}/labels/{label}']!.put!;
    const schema = move.requestBody!.content['application/json']!.schema as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['version', 'split', 'reason']),
    );
    expect(schema.required).toEqual(expect.arrayContaining(['version', 'reason']));
  });
});
