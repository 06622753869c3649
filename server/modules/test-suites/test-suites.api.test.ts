import { expect, it } from 'vitest';
import { describeApi } from '../../testing/describe-api';
import { createSampleHarness, expectProblem } from '../../testing/api-helpers';
import { sampleSuite } from '../../../src/harness/sample/suite';

const greeting = {
  name: 'Greets back',
  conversation: [{ role: 'user', content: '你好' }],
  expectations: [{ type: 'no_tool_call' }, { type: 'reply_contains', values: ['你好'] }],
};

describeApi('test suites', (api) => {
  it('creates, reads, replaces, lists and deletes cases; QA writes, merchants only read', async () => {
    const id = await createSampleHarness(api);
    const base = `/harnesses/${id}/test-cases`;
    const created = await api.as('qa', 'PUT', `${base}/greets-back`, { body: greeting });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ id: 'greets-back', trials: 1, tags: [] });
    const again = await api.as('engineer', 'PUT', `${base}/greets-back`, {
      body: { ...greeting, id: 'greets-back', name: 'Greets back politely' },
    });
    expect(again.status).toBe(200);
    await api.as('admin', 'PUT', `${base}/second`, { body: greeting });

    const list = await api.as<{ id: string; name: string }[]>('merchant', 'GET', base);
    expect(list.body.map((c) => [c.id, c.name])).toEqual([
      ['greets-back', 'Greets back politely'],
      ['second', 'Greets back'],
    ]);
    expect((await api.as('publisher', 'GET', `${base}/second`)).status).toBe(200);

    expectProblem(await api.as('merchant', 'PUT', `${base}/third`, { body: greeting }), 403);
    expectProblem(await api.as('ops', 'DELETE', `${base}/second`), 403);
    expectProblem(await api.as('otherMerchant', 'GET', base), 404);

    expect((await api.as('qa', 'DELETE', `${base}/second`)).status).toBe(204);
    expectProblem(await api.as('qa', 'GET', `${base}/second`), 404);
    expectProblem(await api.as('qa', 'DELETE', `${base}/second`), 404);
  });

  it('refuses malformed cases with pointers', async () => {
    const id = await createSampleHarness(api);
    const base = `/harnesses/${id}/test-cases`;
    expectProblem(
      await api.as('qa', 'PUT', `${base}/x-case`, { body: { ...greeting, colour: 'red' } }),
      400,
    );
    expectProblem(
      await api.as('qa', 'PUT', `${base}/x-case`, { body: { ...greeting, expectations: [] } }),
      400,
      '/expectations',
    );
    expectProblem(
      await api.as('qa', 'PUT', `${base}/x-case`, { body: { ...greeting, trials: 0 } }),
      400,
      '/trials',
    );
    expectProblem(
      await api.as('qa', 'PUT', `${base}/x-case`, { body: { ...greeting, id: 'other' } }),
      400,
      '/id',
    );
    expectProblem(await api.as('qa', 'PUT', `${base}/Bad_Id`, { body: greeting }), 400);
    expectProblem(await api.as('qa', 'GET', `${base}/export?format=csv`), 400, '/query/format');
    expectProblem(
      await api.as('qa', 'POST', `${base}/import`, { body: { format: 'csv', text: '' } }),
      400,
      '/format',
    );
  });

  it('imports the sample suite as JSONL, exports it as YAML and back, all or nothing', async () => {
    const id = await createSampleHarness(api);
    const base = `/harnesses/${id}/test-cases`;
    const jsonl = sampleSuite.cases.map((c) => JSON.stringify(c)).join('\n');
    const imported = await api.as('qa', 'POST', `${base}/import`, {
      body: { format: 'jsonl', text: jsonl },
    });
    expect(imported.status, imported.text).toBe(200);
    expect(imported.body).toEqual({ created: sampleSuite.cases.length, updated: 0, removed: 0 });

    const yaml = await api.as('merchant', 'GET', `${base}/export?format=yaml`);
    expect(yaml.status).toBe(200);
    expect(yaml.headers.get('content-type')).toContain('yaml');

    // Replace with a suite of one, then restore from the YAML export.
    const one = await api.as('qa', 'POST', `${base}/import`, {
      body: { format: 'jsonl', text: JSON.stringify({ id: 'only', ...greeting }), mode: 'replace' },
    });
    expect(one.body).toEqual({ created: 1, updated: 0, removed: sampleSuite.cases.length });
    const restored = await api.as('qa', 'POST', `${base}/import`, {
      body: { format: 'yaml', text: yaml.text, mode: 'replace' },
    });
    expect(restored.body).toEqual({ created: sampleSuite.cases.length, updated: 0, removed: 1 });

    // A file with a bad line imports nothing and says where.
    const bad = `${JSON.stringify({ id: 'fine', ...greeting })}\n{"id":"broken","name":"x"}\n`;
    const refused = await api.as('qa', 'POST', `${base}/import`, {
      body: { format: 'jsonl', text: bad },
    });
    const problem = expectProblem(refused, 422);
    expect(problem.errors?.some((e) => e.pointer.startsWith('/text/cases/1'))).toBe(true);
    const list = await api.as<unknown[]>('qa', 'GET', base);
    expect(list.body).toHaveLength(sampleSuite.cases.length);
  });
});
