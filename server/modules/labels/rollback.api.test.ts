import { expect, it } from 'vitest';
import { describeRuntimeApi, type RuntimeApiContext } from '../../testing/describe-runtime-api';
import { askCase, editDraft, harnessWithCases } from '../../testing/suite-runs';
import { expectProblem } from '../../testing/api-helpers';
import type { Caller } from '../../testing/describe-api';
import type { AuditEntry, LabelMove } from '../../../src/harness/records';

// A label can always go back to a version it served before (a rollback: never
// gated, recorded as such); every other move to production still passes the test gate.

const SUITE = [askCase('greets', '你好', [{ type: 'reply_contains', values: ['欢迎'] }])];

async function newVersion(api: RuntimeApiContext, harness: string): Promise<number> {
  const res = await api.as<{ number: number }>('admin', 'POST', `/harnesses/${harness}/versions`, {
    body: { message: 'next' },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.number;
}

const move = (
  api: RuntimeApiContext,
  harness: string,
  label: string,
  body: Record<string, unknown>,
  who: Caller = 'publisher',
) =>
  api.as<{ move: LabelMove }>(who, 'PUT', `/harnesses/${harness}/labels/${label}`, {
    body: { reason: 'release', ...body },
  });

/** Publishes to production past the gate, as an admin may: a version now served. */
async function override(api: RuntimeApiContext, harness: string, version: number) {
  const res = await move(
    api,
    harness,
    'production',
    { version, override: { reason: 'hotfix' } },
    'admin',
  );
  expect(res.status, res.text).toBe(200);
}

const audit = async (api: RuntimeApiContext, harness: string) =>
  (await api.as<{ items: AuditEntry[] }>('admin', 'GET', `/audit?harnessId=${harness}&limit=50`))
    .body.items;

describeRuntimeApi('rollback', (api) => {
  it(
    'rolls the sample back to its seeded v1 as a publisher, with no test run, audited as a rollback',
    { timeout: 20_000 },
    async () => {
      // v1 is what production served since seeding; nobody ever ran the suite on it.
      const v2 = await newVersion(api, 'sample');
      expectProblem(await move(api, 'sample', 'production', { version: v2 }), 409);
      await override(api, 'sample', v2);

      const gate = await api.as<Record<string, unknown>>(
        'publisher',
        'GET',
        '/harnesses/sample/publish-gate?version=1',
      );
      expect(gate.body).toMatchObject({ rollback: true, allowed: true, refusal: null, run: null });

      // The draft is v2's content, which production served: the overview says rollback too.
      const overview = await api.as<{ gate: Record<string, unknown> }>(
        'ops',
        'GET',
        '/harnesses/sample/overview',
      );
      expect(overview.body.gate).toMatchObject({
        version: v2,
        allowed: true,
        rollback: true,
        refusal: null,
      });

      const back = await move(api, 'sample', 'production', {
        version: 1,
        reason: 'Roll back to v1',
      });
      expect(back.status, back.text).toBe(200);
      expect(back.body.move).toMatchObject({ fromVersion: v2, toVersion: 1, kind: 'rollback' });

      const moves = await api.as<{ items: LabelMove[] }>(
        'qa',
        'GET',
        '/harnesses/sample/labels/production/moves',
      );
      expect(moves.body.items.map((m) => [m.toVersion, m.kind])).toEqual([
        [1, 'rollback'],
        [v2, 'move'],
        [1, 'move'],
      ]);
      const entries = await audit(api, 'sample');
      expect(entries[0]).toMatchObject({
        action: 'label.rollback',
        entity: 'label/production',
        before: { version: v2 },
        after: { version: 1, reason: 'Roll back to v1' },
      });
      // The override publish stays a plain move, with its gate override beside it.
      expect(entries.filter((e) => e.action === 'label.move')).toHaveLength(3);
      expect(entries.filter((e) => e.action === 'gate.override')).toHaveLength(1);
    },
  );

  it('still gates a version production never served, even one staging served', async () => {
    const harness = await harnessWithCases(api, SUITE);
    const v1 = await newVersion(api, harness);
    expect((await move(api, harness, 'staging', { version: v1 })).status).toBe(200);
    const refused = expectProblem(await move(api, harness, 'production', { version: v1 }), 409);
    expect(refused).toMatchObject({ code: 'gate.no_run', version: v1 });
    const status = await api.as<Record<string, unknown>>(
      'publisher',
      'GET',
      `/harnesses/${harness}/publish-gate?version=${v1}`,
    );
    expect(status.body).toMatchObject({ rollback: false, allowed: false });
    const labels = await api.as<{ name: string; version: number | null }[]>(
      'qa',
      'GET',
      `/harnesses/${harness}/labels`,
    );
    expect(labels.body.find((l) => l.name === 'production')?.version).toBeNull();
  });

  it('goes back (and forth) between served versions; a split to a new one is gated', async () => {
    const harness = await harnessWithCases(api, SUITE);
    const v1 = await newVersion(api, harness);
    await override(api, harness, v1);
    await editDraft(api, harness, 'second');
    const v2 = await newVersion(api, harness);
    await override(api, harness, v2);
    await editDraft(api, harness, 'third');
    const v3 = await newVersion(api, harness);

    // A role that may not move production may not roll it back either.
    expectProblem(await move(api, harness, 'production', { version: v1 }, 'qa'), 403);
    const back = await move(api, harness, 'production', { version: v1 });
    expect(back.status, back.text).toBe(200);
    expect(back.body.move.kind).toBe('rollback');
    // v2 was rolled back from: going forth to it again is a release, judged by the gate.
    const forth = await move(api, harness, 'production', { version: v2 });
    expect(expectProblem(forth, 409)).toMatchObject({ code: 'gate.no_run', version: v2 });
    await override(api, harness, v2);

    // A split sends viewers to v3, which production never served and no run passed.
    const split = await move(api, harness, 'production', {
      version: v2,
      split: { version: v3, percent: 10 },
    });
    expect(expectProblem(split, 409)).toMatchObject({ code: 'gate.no_run', version: v3 });
    // Served versions on both sides of a split: a rollback too.
    const both = await move(api, harness, 'production', {
      version: v2,
      split: { version: v1, percent: 10 },
    });
    expect(both.status, both.text).toBe(200);
    expect(both.body.move.kind).toBe('rollback');
    // Staging is never gated, and its first move to v3 is no rollback.
    const staging = await move(api, harness, 'staging', { version: v3 });
    expect(staging.body.move.kind).toBe('move');
    expect((await audit(api, harness)).filter((e) => e.action === 'label.rollback')).toHaveLength(
      2,
    );
  });

  it('marks a version production left by a rollback and judges publishing it again', async () => {
    const harness = await harnessWithCases(api, SUITE);
    const v2 = await newVersion(api, harness);
    await override(api, harness, v2);
    await editDraft(api, harness, 'third');
    const v3 = await newVersion(api, harness);
    await override(api, harness, v3);
    const back = await move(api, harness, 'production', { version: v2, reason: 'v3 misquotes' });
    expect(back.body.move).toMatchObject({ fromVersion: v3, toVersion: v2, kind: 'rollback' });

    const left = { actor: 'publisher-user', toVersion: v2 };
    const gate = await api.as<Record<string, unknown>>(
      'publisher',
      'GET',
      `/harnesses/${harness}/publish-gate?version=${v3}`,
    );
    expect(gate.body).toMatchObject({ rollback: false, allowed: false, leftByRollback: left });
    expect(gate.body.refusal).toMatchObject({ code: 'gate.no_run' });
    // The draft is v3's content: the overview does not offer it as a rollback.
    const overview = await api.as<{ gate: Record<string, unknown> }>(
      'publisher',
      'GET',
      `/harnesses/${harness}/overview`,
    );
    expect(overview.body.gate).toMatchObject({
      version: v3,
      rollback: false,
      allowed: false,
      leftByRollback: left,
    });
    expect(
      expectProblem(await move(api, harness, 'production', { version: v3 }), 409),
    ).toMatchObject({ code: 'gate.no_run', version: v3 });
    // Served again past the gate, it is a rollback target once more.
    await override(api, harness, v3);
    const again = await api.as<Record<string, unknown>>(
      'publisher',
      'GET',
      `/harnesses/${harness}/publish-gate?version=${v3}`,
    );
    expect(again.body).toMatchObject({ rollback: true, leftByRollback: null });
  });

  it('writes a move to what the label serves already as a plain move, not a rollback', async () => {
    const harness = await harnessWithCases(api, SUITE);
    const v1 = await newVersion(api, harness);
    await override(api, harness, v1);
    const same = await move(api, harness, 'production', { version: v1, reason: 'restate' });
    expect(same.status, same.text).toBe(200);
    expect(same.body.move).toMatchObject({ fromVersion: v1, toVersion: v1, kind: 'move' });
    const entries = await audit(api, harness);
    expect(entries[0]).toMatchObject({ action: 'label.move', after: { reason: 'restate' } });
    expect(entries.filter((e) => e.action === 'label.rollback')).toHaveLength(0);
  });
});
