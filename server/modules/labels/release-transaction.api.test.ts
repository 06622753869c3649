import { afterEach, expect, it } from 'vitest';
import type { Label } from '../../../src/harness/records';
import type { ChangeRequest } from '../../../src/harness/release/change-request';
import { Faults, auditInsert } from '../../db/testing/faulty-db';
import { count } from '../../db/testing/harness-fixtures';
import { uniqueId } from '../../db/testing/describe-each-database';
import { createSampleHarness, expectProblem } from '../../testing/api-helpers';
import { describeApi, type ApiContext } from '../../testing/describe-api';
import { reviseRequest } from '../change-requests/request-store';

// Every release decision commits whole: a failure injected between its steps leaves nothing
// written, and a revision landing between a publish's read and its write is never published
// unjudged. Faults are armed per test, so a test decides by what it sends.

const faults = new Faults();
afterEach(() => faults.clear());

async function newVersion(api: ApiContext, id: string, message: string) {
  const res = await api.as<{ number: number; contentHash: string }>(
    'admin',
    'POST',
    `/harnesses/${id}/versions`,
    { body: { message } },
  );
  expect(res.status, res.text).toBe(201);
  return res.body;
}

/** A harness with a test case, so production is gated; `versions` distinct versions of it. */
async function gatedHarness(api: ApiContext, versions: number) {
  const id = await createSampleHarness(api, { prefix: 'tx' });
  const added = await api.as('qa', 'PUT', `/harnesses/${id}/test-cases/greets`, {
    body: {
      id: 'greets',
      name: 'greets',
      conversation: [{ role: 'user', content: '你好' }],
      expectations: [{ type: 'reply_contains', values: ['欢迎'] }],
    },
  });
  expect(added.status, added.text).toBe(201);
  const made = [];
  for (let i = 1; i <= versions; i++) {
    const meta = await api.as<{ revision: number; value: Record<string, unknown> }>(
      'admin',
      'GET',
      `/harnesses/${id}/draft/entities/meta/meta`,
    );
    const put = await api.as('admin', 'PUT', `/harnesses/${id}/draft/entities/meta/meta`, {
      headers: { 'if-match': `"${meta.body.revision}"` },
      body: { ...meta.body.value, description: `release ${i}` },
    });
    expect(put.status, put.text).toBe(200);
    made.push(await newVersion(api, id, `v${i}`));
  }
  return { id, versions: made };
}

/** A finished run of that content that passes the gate, as the runner would have stored it. */
async function passingRun(api: ApiContext, id: string, contentHash: string) {
  const summary = {
    cases: 1,
    passed: 1,
    failed: 0,
    passRate: 1,
    pass1: 1,
    trials: 1,
    passedTrials: 1,
    trialErrors: 0,
    failures: [],
    nonDeterministicCases: [],
  };
  const at = new Date().toISOString();
  await api.db().run(
    `INSERT INTO test_runs (id, harness_id, target, version, status, total, done, summary,
       created_at, created_by, finished_at, content_hash)
     VALUES (?, ?, 'draft', NULL, 'finished', 1, 1, ?, ?, 'qa', ?, ?)`,
    [uniqueId('run'), id, JSON.stringify(summary), at, at, contentHash],
  );
}

async function production(api: ApiContext, id: string) {
  const res = await api.as<Label[]>('qa', 'GET', `/harnesses/${id}/labels`);
  return res.body.find((l) => l.name === 'production')!.version;
}

const audits = (api: ApiContext, id: string, action: string) =>
  count(api.db(), 'audit_log', 'harness_id = ? AND action = ?', [id, action]);

describeApi(
  'release decisions in one transaction',
  (api) => {
    it("PUT labels: a failure writing the override's record leaves no move and no record", async () => {
      const { id, versions } = await gatedHarness(api, 1);
      const v1 = versions[0]!.number;
      faults.failWhen(auditInsert('gate.override'));
      const res = await api.as('admin', 'PUT', `/harnesses/${id}/labels/production`, {
        body: { version: v1, reason: 'hotfix', override: { reason: 'incident' } },
      });
      expect(res.status).toBe(500);
      expect(faults.failed).toBe(1);
      expect(await production(api, id)).toBeNull();
      expect(await count(api.db(), 'label_moves', 'harness_id = ?', [id])).toBe(0);
      expect(await audits(api, id, 'label.move')).toBe(0);

      // Without the fault the same request goes through, move and record together.
      faults.clear();
      const again = await api.as('admin', 'PUT', `/harnesses/${id}/labels/production`, {
        body: { version: v1, reason: 'hotfix', override: { reason: 'incident' } },
      });
      expect(again.status, again.text).toBe(200);
      expect(await production(api, id)).toBe(v1);
      expect(await audits(api, id, 'gate.override')).toBe(1);
      expect(await audits(api, id, 'label.move')).toBe(1);
    });

    it('PUT labels: a failure after the approvals override is written takes it back too', async () => {
      const { id, versions } = await gatedHarness(api, 1);
      const meta = await api.as<{ revision: number; value: { settings: object } }>(
        'admin',
        'GET',
        `/harnesses/${id}/draft/entities/meta/meta`,
      );
      const settings = {
        ...meta.body.value.settings,
        release: { approvals: { production: { required: 1 } } },
      };
      const put = await api.as('admin', 'PUT', `/harnesses/${id}/draft/entities/meta/meta`, {
        headers: { 'if-match': `"${meta.body.revision}"` },
        body: { ...meta.body.value, settings },
      });
      expect(put.status, put.text).toBe(200);
      faults.failWhen(auditInsert('gate.override'));
      const res = await api.as('admin', 'PUT', `/harnesses/${id}/labels/production`, {
        body: { version: versions[0]!.number, reason: 'hotfix', override: { reason: 'incident' } },
      });
      expect(res.status).toBe(500);
      expect(await audits(api, id, 'approvals.override')).toBe(0);
      expect(await count(api.db(), 'label_moves', 'harness_id = ?', [id])).toBe(0);
    });

    it('publishing a request: a failure at its last record leaves the request and label as they were', async () => {
      const { id, versions } = await gatedHarness(api, 1);
      await passingRun(api, id, versions[0]!.contentHash);
      const cr = await openRequest(api, id, versions[0]!.number);
      faults.failWhen(auditInsert('change_request.publish'));
      const res = await api.as(
        'publisher',
        'POST',
        `/harnesses/${id}/change-requests/${cr.id}/publish`,
        { body: {} },
      );
      expect(res.status).toBe(500);
      expect(await production(api, id)).toBeNull();
      expect(await count(api.db(), 'label_moves', 'harness_id = ?', [id])).toBe(0);
      const after = await api.as<ChangeRequest>(
        'qa',
        'GET',
        `/harnesses/${id}/change-requests/${cr.id}`,
      );
      expect(after.body.state).toBe('open');
    });

    it('a revision landing between the read and the publish is refused, never published unjudged', async () => {
      const { id, versions } = await gatedHarness(api, 2);
      const [judged, unjudged] = versions;
      await passingRun(api, id, judged!.contentHash);
      const cr = await openRequest(api, id, judged!.number);
      // The author revises to a version no run vouches for, after the publish read the row.
      faults.beforeNextTransaction(() =>
        reviseRequest(api.db(), id, cr.id, {
          source: { kind: 'version', version: unjudged!.number },
          actor: 'ops-user',
        }),
      );
      const res = await api.as(
        'publisher',
        'POST',
        `/harnesses/${id}/change-requests/${cr.id}/publish`,
        { body: {} },
      );
      expect(expectProblem(res, 409)).toMatchObject({
        code: 'change_request.revised',
        revision: 2,
      });
      expect(await production(api, id)).toBeNull();

      // Naming the new revision, the gate judges exactly it, and refuses it.
      const named = await api.as(
        'publisher',
        'POST',
        `/harnesses/${id}/change-requests/${cr.id}/publish`,
        { body: { revision: 2 } },
      );
      expect(expectProblem(named, 409)).toMatchObject({
        code: 'gate.no_run',
        version: unjudged!.number,
      });
      expect(await production(api, id)).toBeNull();
    });

    it('publish and revise sent together: production serves only the version the gate judged', async () => {
      const { id, versions } = await gatedHarness(api, 2);
      const [judged, unjudged] = versions;
      await passingRun(api, id, judged!.contentHash);
      const cr = await openRequest(api, id, judged!.number);
      const path = `/harnesses/${id}/change-requests/${cr.id}`;
      const [published, revised] = await Promise.all([
        api.as('publisher', 'POST', `${path}/publish`, { body: {} }),
        api.as('ops', 'PATCH', path, {
          body: { source: { kind: 'version', version: unjudged!.number } },
        }),
      ]);
      const serves = await production(api, id);
      expect(serves).not.toBe(unjudged!.number);
      if (published.status === 200) {
        // Published first: the revise found it published and was refused.
        expect(serves).toBe(judged!.number);
        expect(revised.status).toBe(409);
      } else {
        expect(published.status).toBe(409);
        expect(revised.status).toBe(200);
        expect(serves).toBeNull();
      }
    });
  },
  { wrapDb: (db) => faults.wrap(db) },
);

async function openRequest(api: ApiContext, id: string, version: number) {
  const res = await api.as<ChangeRequest>('ops', 'POST', `/harnesses/${id}/change-requests`, {
    body: {
      title: 'Release',
      target: { kind: 'label', label: 'production' },
      source: { kind: 'version', version },
    },
  });
  expect(res.status, res.text).toBe(201);
  return res.body;
}
