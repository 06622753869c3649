import { beforeAll, expect, it } from 'vitest';
import { describeApi } from '../../testing/describe-api';
import {
  auditCount,
  createSampleHarness,
  expectProblem,
  readEntity,
  tagged,
} from '../../testing/api-helpers';

interface AuditPage {
  items: { action: string; actor: string; before: unknown; after: unknown }[];
}

describeApi('POST /harnesses/{id}/unarchive', (api) => {
  let id = '';
  const base = () => `/harnesses/${id}`;

  beforeAll(async () => {
    id = await createSampleHarness(api, { prefix: 'unarchive' });
    const archived = await api.as('admin', 'POST', `${base()}/archive`);
    expect(archived.body).toMatchObject({ archived: true });
  });

  it('is refused to every role but admin, and writes nothing', async () => {
    const before = await auditCount(api.db());
    for (const who of ['ops', 'engineer', 'qa', 'publisher'] as const) {
      expectProblem(await api.as(who, 'POST', `${base()}/unarchive`), 403);
    }
    // A merchant of the sample shop may read the harness but not bring it back.
    expectProblem(await api.as('merchant', 'POST', `${base()}/unarchive`), 403);
    // A merchant of another shop does not see it at all.
    expectProblem(await api.as('otherMerchant', 'POST', `${base()}/unarchive`), 404);
    expectProblem(await api.as('anonymous', 'POST', `${base()}/unarchive`), 401);
    expect(await auditCount(api.db())).toBe(before);
    const read = await api.as('admin', 'GET', base());
    expect(read.body).toMatchObject({ archived: true });
  });

  it('answers 404 at the id for a harness that does not exist', async () => {
    expectProblem(await api.as('admin', 'POST', '/harnesses/no-such-harness/unarchive'), 404);
  });

  it('brings the harness back: listed as active, writable, audited once', async () => {
    const res = await api.as('admin', 'POST', `${base()}/unarchive`);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id, archived: false, archivedAt: null });

    const [active, archived] = await Promise.all([
      api.as<{ items: { id: string }[] }>('admin', 'GET', '/harnesses?limit=100'),
      api.as<{ items: { id: string }[] }>('admin', 'GET', '/harnesses?archived=true&limit=100'),
    ]);
    expect(active.body.items.map((h) => h.id)).toContain(id);
    expect(archived.body.items.map((h) => h.id)).not.toContain(id);

    // The draft takes writes again (an archived harness answers them 409).
    const prefs = await readEntity(api, id, 'preferences', 'preferences');
    const put = await api.as('admin', 'PUT', `${base()}/draft/entities/preferences/preferences`, {
      body: tagged('preferences', prefs.value, 'after unarchive'),
      headers: { 'if-match': `"${prefs.revision}"` },
    });
    expect(put.status, put.text).toBe(200);

    const audit = await api.as<AuditPage>('admin', 'GET', `/audit?harnessId=${id}&limit=50`);
    const entries = audit.body.items.filter((e) => e.action === 'harness.unarchive');
    expect(entries).toEqual([
      expect.objectContaining({
        actor: expect.any(String),
        before: { archived: true },
        after: { archived: false },
      }),
    ]);
  });

  it('is a no-op on an active harness: 200 as it is, no audit record', async () => {
    const before = await auditCount(api.db());
    const res = await api.as('admin', 'POST', `${base()}/unarchive`);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id, archived: false });
    expect(await auditCount(api.db())).toBe(before);
  });

  it('archives and un-archives again: the harness follows each step', async () => {
    await api.as('admin', 'POST', `${base()}/archive`);
    expect((await api.as('admin', 'GET', base())).body).toMatchObject({ archived: true });
    await api.as('admin', 'POST', `${base()}/unarchive`);
    expect((await api.as('admin', 'GET', base())).body).toMatchObject({ archived: false });
  });
});
