import { expect, it } from 'vitest';
import { describeApi } from '../testing/describe-api';

describeApi('API basics', (api) => {
  it('lists the seeded sample harness for an engineer', async () => {
    const res = await api.as<{ items: { id: string }[] }>('engineer', 'GET', '/harnesses');
    expect(res.status).toBe(200);
    expect(res.body.items.map((h) => h.id)).toContain('sample');
  });

  it('refuses an anonymous caller with a problem', async () => {
    const res = await api.as<{ status: number }>('anonymous', 'GET', '/harnesses');
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
  });
});
