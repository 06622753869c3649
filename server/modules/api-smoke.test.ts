import { expect, it } from 'vitest';
import { describeApi } from '../testing/describe-api';

describeApi('API basics', (api) => {
  it('lists the seeded sample harness for an engineer', async () => {
    const res = await api.as<{ items: { id: string }[] }>('engineer', 'GET', '/harnesses');
    expect(res.status).toBe(200);
    expect(res.body.items.map((h) => h.id)).toContain('sample');
  });

  it('lists each harness with its labels and the versions they serve', async () => {
    const created = await api.as<{ number: number }>(
      'engineer',
      'POST',
      '/harnesses/sample/versions',
      {
        body: { message: 'for the list' },
      },
    );
    expect(created.status, created.text).toBe(201);
    const moved = await api.as('publisher', 'PUT', '/harnesses/sample/labels/staging', {
      body: { version: created.body.number, reason: 'try it' },
    });
    expect(moved.status, moved.text).toBe(200);
    type Item = { id: string; labels: { name: string; version: number | null }[] };
    const res = await api.as<{ items: Item[] }>('qa', 'GET', '/harnesses');
    const sample = res.body.items.find((h) => h.id === 'sample')!;
    expect(sample.labels.map((l) => [l.name, l.version])).toEqual([
      // The seeded sample's history: v1 on production since the first start.
      ['production', 1],
      ['staging', created.body.number],
    ]);
  });

  it('refuses an anonymous caller with a problem', async () => {
    const res = await api.as<{ status: number }>('anonymous', 'GET', '/harnesses');
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
  });
});
