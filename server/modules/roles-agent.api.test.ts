import { expect, it } from 'vitest';
import { describeApi } from '../testing/describe-api';
import { expectProblem } from '../testing/api-helpers';

type Paths = Record<string, Record<string, unknown>>;

/** What a host calls (the same list as roles.ts): every other route refuses an agent token. */
const HOST = new Set([
  'GET /harnesses/{id}/resolved',
  'GET /harnesses/{id}/events',
  'GET /harnesses/{id}/labels',
  'POST /harnesses/{id}/chat/completions',
  'GET /harnesses/{id}/models',
  'GET /harnesses/{id}/models/{model}',
  'POST /harnesses/{id}/exposures',
  'POST /harnesses/{id}/outcomes',
]);

/** Routes every caller reaches, signed in or not (sign-in and sign-out). */
const PUBLIC = new Set(['GET /health', 'GET /openapi.json', 'GET /session', 'POST /session']);

describeApi('Roles: a host (agent) token', (api) => {
  it('reaches only what a host needs: every other documented route is 403', async () => {
    const doc = await api.as<{ paths: Paths }>('agent', 'GET', '/openapi.json');
    expect(doc.status, doc.text).toBe(200);
    const refused: string[] = [];
    const reached: string[] = [];
    for (const [documented, operations] of Object.entries(doc.body.paths)) {
      const path = documented.replace(/^\/api\/v1/, '');
      const concrete = path.replace('{id}', 'sample').replace(/\{[^}]+\}/g, 'x');
      for (const method of Object.keys(operations)) {
        const route = `${method.toUpperCase()} ${path}`;
        // The events stream never ends: the client tests follow it.
        if (PUBLIC.has(route) || route === 'DELETE /session' || route.endsWith('/events')) continue;
        const res = await api.as('agent', method.toUpperCase(), concrete, {
          ...(method === 'get' || method === 'delete' ? {} : { body: {} }),
          headers: { accept: 'application/json' },
        });
        (res.status === 403 ? refused : reached).push(route);
      }
    }
    expect(reached.filter((r) => !HOST.has(r))).toEqual([]);
    expect(refused.filter((r) => HOST.has(r))).toEqual([]);
    expect(refused.length).toBeGreaterThan(40);
  });

  it('fetches the published harness and its labels like the agent client', async () => {
    const resolved = await api.as('agent', 'GET', '/harnesses/sample/resolved?label=production');
    expect(resolved.status, resolved.text).toBe(200);
    expect((await api.as('agent', 'GET', '/harnesses/sample/labels')).status).toBe(200);
  });

  it('edits nothing, moves no label, reads no audit, draft, trace or report', async () => {
    const S = '/harnesses/sample';
    expectProblem(await api.as('agent', 'GET', '/audit?harnessId=sample'), 403);
    expectProblem(await api.as('agent', 'GET', `${S}/draft`), 403);
    expectProblem(await api.as('agent', 'GET', `${S}/traces`), 403);
    expectProblem(await api.as('agent', 'GET', `${S}/labels/staging/experiment`), 403);
    expectProblem(
      await api.as('agent', 'PUT', `${S}/labels/staging`, { body: { version: 1, reason: 'x' } }),
      403,
    );
    expectProblem(await api.as('agent', 'POST', `${S}/versions`, { body: { message: 'x' } }), 403);
    expectProblem(
      await api.as('agent', 'POST', '/tokens', { body: { name: 'more', role: 'admin' } }),
      403,
    );
  });

  it('is a role tokens are made with', async () => {
    const res = await api.as<{ token: { role: string } }>('admin', 'POST', '/tokens', {
      body: { name: 'shop backend', role: 'agent' },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.token.role).toBe('agent');
  });
});
