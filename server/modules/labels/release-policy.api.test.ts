import { expect, it } from 'vitest';
import type { Diagnostic } from '../../../src/harness';
import type { Label } from '../../../src/harness/records';
import type { ChangeRequest } from '../../../src/harness/release/change-request';
import { count } from '../../db/testing/harness-fixtures';
import {
  createSampleHarness,
  expectProblem,
  readEntity,
  type EntityBody,
} from '../../testing/api-helpers';
import { describeApi, type ApiContext, type Caller } from '../../testing/describe-api';

type Meta = { settings: Record<string, unknown>; name?: string };

async function editMeta(api: ApiContext, id: string, who: Caller, edit: (v: Meta) => void) {
  const meta = await readEntity(api, id, 'meta', 'meta');
  const value = meta.value as Meta;
  edit(value);
  return api.as<EntityBody & { warnings?: Diagnostic[] }>(
    who,
    'PUT',
    `/harnesses/${id}/draft/entities/meta/meta`,
    { headers: { 'if-match': `"${meta.revision}"` }, body: value },
  );
}

async function newVersion(api: ApiContext, id: string, message: string): Promise<number> {
  const res = await api.as<{ number: number }>('admin', 'POST', `/harnesses/${id}/versions`, {
    body: { message },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.number;
}

const move = (api: ApiContext, id: string, label: string, version: number, who: Caller) =>
  api.as(who, 'PUT', `/harnesses/${id}/labels/${label}`, {
    body: { version, reason: 'release' },
  });

async function serving(api: ApiContext, id: string, label: string) {
  const res = await api.as<Label[]>('qa', 'GET', `/harnesses/${id}/labels`);
  return res.body.find((l) => l.name === label)!.version;
}

/** Production serves a version whose rule asks for two approvals (put there by an admin). */
async function productionNeedingTwo(api: ApiContext): Promise<{ id: string; v1: number }> {
  const id = await createSampleHarness(api, { prefix: 'policy' });
  const tightened = await editMeta(api, id, 'admin', (v) => {
    v.settings = { ...v.settings, release: { approvals: { production: { required: 2 } } } };
  });
  expect(tightened.status, tightened.text).toBe(200);
  expect(tightened.body.warnings).toBeUndefined();
  const v1 = await newVersion(api, id, 'two approvals for production');
  const placed = await api.as('admin', 'PUT', `/harnesses/${id}/labels/production`, {
    body: { version: v1, reason: 'first release', override: { reason: 'bootstrap' } },
  });
  expect(placed.status, placed.text).toBe(200);
  return { id, v1 };
}

describeApi('the release policy in force', (api) => {
  it('a draft edit removing approvals does not open production until it is published through them', async () => {
    const { id } = await productionNeedingTwo(api);
    const audits = (action: string) =>
      count(api.db(), 'audit_log', 'harness_id = ? AND action = ?', [id, action]);

    // The engineer's edit is kept, with a warning, and audited with what it loosens.
    const loosened = await editMeta(api, id, 'engineer', (v) => {
      v.settings = { ...v.settings, release: { approvals: {} } };
    });
    expect(loosened.status, loosened.text).toBe(200);
    expect(loosened.body.warnings).toEqual([
      expect.objectContaining({
        pointer: '/settings/release/approvals/production/required',
        severity: 'warning',
        code: 'release.loosened',
        params: { label: 'production', required: 0, inForce: 2 },
      }),
    ]);
    expect(await audits('release_policy.loosened')).toBe(1);
    const [row] = await api
      .db()
      .query<{ actor: string; before_json: string; after_json: string }>(
        "SELECT actor, before_json, after_json FROM audit_log WHERE harness_id = ? AND action = 'release_policy.loosened'",
        [id],
      );
    expect(row!.actor).toBe('engineer-user');
    expect(JSON.parse(row!.before_json)).toMatchObject({
      draft: { required: 2 },
      inForce: { required: 2 },
    });
    expect(JSON.parse(row!.after_json)).toMatchObject({
      draft: { required: 0 },
      inForce: { required: 2 },
    });
    const draft = await api.as<{ diagnostics: Diagnostic[] }>(
      'qa',
      'GET',
      `/harnesses/${id}/draft`,
    );
    expect(draft.body.diagnostics.map((d) => d.code)).toContain('release.loosened');

    // A publisher cannot move production to the unreviewed version: the served rule holds.
    const v2 = await newVersion(api, id, 'no approvals');
    const refused = expectProblem(await move(api, id, 'production', v2, 'publisher'), 409);
    expect(refused).toMatchObject({ code: 'label.approvals_required' });
    expect(await serving(api, id, 'production')).not.toBe(v2);
    const scheduled = await api.as('publisher', 'POST', `/harnesses/${id}/schedules`, {
      body: { label: 'production', version: v2, reason: 'later', at: '2099-01-01T10:00:00Z' },
    });
    expect(expectProblem(scheduled, 409)).toMatchObject({ code: 'schedule.approvals_required' });

    // The change request that publishes the loosening needs the two approvals it loosens.
    const opened = await api.as<ChangeRequest>('ops', 'POST', `/harnesses/${id}/change-requests`, {
      body: {
        title: 'No approvals for production',
        target: { kind: 'label', label: 'production' },
        source: { kind: 'version', version: v2 },
      },
    });
    expect(opened.status, opened.text).toBe(201);
    expect(opened.body.approvals).toMatchObject({ required: 2, have: 0 });
    const path = `/harnesses/${id}/change-requests/${opened.body.id}`;
    const early = await api.as('publisher', 'POST', `${path}/publish`, { body: {} });
    expect(expectProblem(early, 409)).toMatchObject({ code: 'change_request.not_approved' });
    for (const who of ['publisher', 'admin'] as const) {
      const r = await api.as(who, 'POST', `${path}/reviews`, { body: { verdict: 'approve' } });
      expect(r.status, r.text).toBe(201);
    }
    const published = await api.as<ChangeRequest>('publisher', 'POST', `${path}/publish`, {
      body: {},
    });
    expect(published.status, published.text).toBe(200);
    expect(await serving(api, id, 'production')).toBe(v2);

    // Published through its rule, the loosening applies: no warning, plain moves go.
    expect(
      (
        await api.as<{ diagnostics: Diagnostic[] }>('qa', 'GET', `/harnesses/${id}/draft`)
      ).body.diagnostics.map((d) => d.code),
    ).not.toContain('release.loosened');
    const renamed = await editMeta(api, id, 'engineer', (v) => {
      v.name = 'After the loosening';
    });
    expect(renamed.status, renamed.text).toBe(200);
    const v3 = await newVersion(api, id, 'a plain release');
    const plain = await move(api, id, 'production', v3, 'publisher');
    expect(plain.status, plain.text).toBe(200);
    expect(await serving(api, id, 'production')).toBe(v3);
    expect(await audits('release_policy.loosened')).toBe(1);
  });

  it('a tightening in the draft applies at once', async () => {
    const id = await createSampleHarness(api, { prefix: 'policy' });
    const v1 = await newVersion(api, id, 'v1');
    const tightened = await editMeta(api, id, 'engineer', (v) => {
      v.settings = { ...v.settings, release: { approvals: { staging: { required: 1 } } } };
    });
    expect(tightened.status, tightened.text).toBe(200);
    expect(tightened.body.warnings).toBeUndefined();
    const refused = expectProblem(await move(api, id, 'staging', v1, 'publisher'), 409);
    expect(refused).toMatchObject({ code: 'label.approvals_required' });
  });

  it('a release policy that does not parse requires approvals, never none', async () => {
    const id = await createSampleHarness(api, { prefix: 'policy' });
    const v1 = await newVersion(api, id, 'v1');
    const meta = await readEntity(api, id, 'meta', 'meta');
    const garbage = {
      ...meta.value,
      settings: { ...(meta.value as Meta).settings, release: 'none' },
    };
    // The API refuses such a value, so it is written where a bad migration or hand would.
    const put = await api.as('admin', 'PUT', `/harnesses/${id}/draft/entities/meta/meta`, {
      headers: { 'if-match': `"${meta.revision}"` },
      body: garbage,
    });
    expect(put.status).toBe(422);
    await api
      .db()
      .run(
        "UPDATE draft_entities SET value = ? WHERE harness_id = ? AND kind = 'meta' AND entity_key = 'meta'",
        [JSON.stringify(garbage), id],
      );
    const refused = expectProblem(await move(api, id, 'staging', v1, 'publisher'), 409);
    expect(refused).toMatchObject({ code: 'label.approvals_required' });
    const opened = await api.as<ChangeRequest>('ops', 'POST', `/harnesses/${id}/change-requests`, {
      body: {
        title: 'Through review',
        target: { kind: 'label', label: 'staging' },
        source: { kind: 'version', version: v1 },
      },
    });
    expect(opened.status, opened.text).toBe(201);
    expect(opened.body.approvals).toEqual({ required: 1, have: 0, roles: ['publisher', 'admin'] });
  });
});
