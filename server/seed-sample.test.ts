import { expect, it } from 'vitest';
import { sampleSuite } from '../src/harness/sample/suite';
import { describeApi } from './testing/describe-api';
import { expectProblem } from './testing/api-helpers';
import { seedSampleHarness } from './seed-sample';
import { SAMPLE_PENDING_PROMOTION, SEED_ACTOR } from './sample-history';

describeApi('the seeded sample harness', (api) => {
  it('ships with its QA suite, in order, seeded once', async () => {
    const cases = await api.as<{ id: string }[]>('qa', 'GET', '/harnesses/sample/test-cases');
    expect(cases.status, cases.text).toBe(200);
    expect(cases.body.length).toBeGreaterThanOrEqual(30);
    expect(cases.body.map((c) => c.id)).toEqual(sampleSuite.cases.map((c) => c.id));
    // A second start finds the studio seeded and adds nothing.
    await seedSampleHarness(api.db());
    const again = await api.as<unknown[]>('qa', 'GET', '/harnesses/sample/test-cases');
    expect(again.body).toHaveLength(cases.body.length);
  });

  it('has a history: v1 on production and staging, a pending draft change, all by the system', async () => {
    const resolved = await api.as<{ version: number }>(
      'qa',
      'GET',
      '/harnesses/sample/resolved?label=production',
    );
    expect(resolved.status, resolved.text).toBe(200);
    expect(resolved.body.version).toBe(1);
    const labels = await api.as<{ name: string; version: number; updatedBy: string }[]>(
      'qa',
      'GET',
      '/harnesses/sample/labels',
    );
    expect(labels.body.map((l) => [l.name, l.version, l.updatedBy])).toEqual([
      ['production', 1, SEED_ACTOR],
      ['staging', 1, SEED_ACTOR],
    ]);
    const diff = await api.as<{ changes: { kind: string; key: string; change: string }[] }>(
      'qa',
      'GET',
      '/harnesses/sample/diff?from=label:production&to=draft',
    );
    expect(diff.status, diff.text).toBe(200);
    expect(diff.body.changes).toEqual([
      expect.objectContaining({ kind: 'promotion', key: SAMPLE_PENDING_PROMOTION }),
    ]);
    const audit = await api.as<{ items: { actor: string; action: string; after: unknown }[] }>(
      'admin',
      'GET',
      `/audit?harnessId=sample&actor=${SEED_ACTOR}&limit=100`,
    );
    const actions = audit.body.items.map((e) => e.action);
    expect(actions.slice(0, 5)).toEqual([
      'entity.update',
      'label.move',
      'label.move',
      'sample.seed',
      'version.create',
    ]);
    const seed = audit.body.items.find((e) => e.action === 'sample.seed');
    expect(JSON.stringify(seed?.after)).toContain('seeded by the studio');
    // A second start changes nothing: no second version, no second move.
    await seedSampleHarness(api.db());
    const versions = await api.as<{ items: unknown[] }>('qa', 'GET', '/harnesses/sample/versions');
    const moves = await api.as<{ items: unknown[] }>(
      'qa',
      'GET',
      '/harnesses/sample/labels/production/moves',
    );
    expect(moves.body.items).toHaveLength(1);
    expect(versions.body.items).toHaveLength(1);
  });

  it('is gated: production waits for a finished run of the version', async () => {
    const v = await api.as<{ number: number }>('admin', 'POST', '/harnesses/sample/versions', {
      body: { message: 'first' },
    });
    expect(v.status, v.text).toBe(201);
    const status = await api.as<{ gated: boolean; allowed: boolean }>(
      'qa',
      'GET',
      `/harnesses/sample/publish-gate?version=${v.body.number}`,
    );
    expect(status.body).toMatchObject({ gated: true, allowed: false });
    const refused = expectProblem(
      await api.as('publisher', 'PUT', '/harnesses/sample/labels/production', {
        body: { version: v.body.number, reason: 'launch' },
      }),
      409,
    );
    expect(refused).toMatchObject({ code: 'gate.no_run' });
  });
});
