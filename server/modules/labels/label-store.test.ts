import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../db/testing/describe-each-database';
import { caught, newHarness } from '../../db/testing/harness-fixtures';
import { Invalid, NotFound } from '../../db/store-errors';
import type { Db } from '../../db/db';
import { listAudit } from '../audit/audit-store';
import { subscribeLabelMoves, type LabelMoveEvent } from '../events/label-events';
import { createVersion } from '../versions/version-store';
import { bucketOf, resolveLabel } from '../../../src/harness/split';
import { getLabels, listLabelMoves, moveLabel } from './label-store';

async function withVersions(db: Db, n: number) {
  const h = await newHarness(db);
  for (let i = 1; i <= n; i++) await createVersion(db, h.id, { message: `v${i}`, actor: 'ann' });
  return h.id;
}

describe('resolveLabel', () => {
  const label = { version: 1, split: { version: 2, percent: 10 } };

  it('gives one key the same version every time', () => {
    for (let i = 0; i < 200; i++) {
      const key = `viewer-${i}`;
      const first = resolveLabel(label, key);
      for (let j = 0; j < 3; j++) expect(resolveLabel(label, key)).toBe(first);
    }
  });

  it('sends roughly `percent` of 10,000 keys to the split version', () => {
    for (const percent of [10, 50, 90]) {
      const l = { version: 1, split: { version: 2, percent } };
      let split = 0;
      for (let i = 0; i < 10_000; i++) if (resolveLabel(l, `session-${i}`) === 2) split++;
      expect(Math.abs(split / 100 - percent)).toBeLessThan(1.5);
    }
  });

  it('only adds keys when the percent grows, and falls back without a key or split', () => {
    const small = { version: 1, split: { version: 2, percent: 10 } };
    const big = { version: 1, split: { version: 2, percent: 30 } };
    for (let i = 0; i < 1_000; i++) {
      if (resolveLabel(small, `k${i}`) === 2) expect(resolveLabel(big, `k${i}`)).toBe(2);
    }
    expect(resolveLabel(small)).toBe(1);
    expect(resolveLabel({ version: 4, split: null }, 'x')).toBe(4);
    expect(resolveLabel({ version: null, split: null }, 'x')).toBeNull();
    expect(bucketOf('abc')).toBe(bucketOf('abc'));
  });
});

describeEachDatabase('label store', (getDb, t) => {
  it('moves a label, with a split, and keeps every move with who, when, from, to and why', async () => {
    const db = getDb();
    const id = await withVersions(db, 3);
    const first = await moveLabel(db, id, 'production', {
      version: 1,
      reason: 'launch',
      actor: 'pub',
    });
    expect(first.label).toMatchObject({
      name: 'production',
      version: 1,
      split: null,
      updatedBy: 'pub',
    });
    expect(first.move).toMatchObject({
      fromVersion: null,
      toVersion: 1,
      reason: 'launch',
      actor: 'pub',
    });
    const second = await moveLabel(db, id, 'production', {
      version: 2,
      split: { version: 3, percent: 10 },
      reason: 'A/B test',
      actor: 'pub',
    });
    expect(second.label.split).toEqual({
      version: 3,
      percent: 10,
      experimentId: expect.stringMatching(/^exp_[0-9a-f]{16}$/),
      salt: second.label.split!.experimentId,
    });
    expect(second.move).toMatchObject({
      fromVersion: 1,
      fromSplit: null,
      toVersion: 2,
      toSplit: { version: 3, percent: 10 },
    });
    const labels = await getLabels(db, id);
    expect(labels.map((l) => [l.name, l.version])).toEqual([
      ['production', 2],
      ['staging', null],
    ]);
    const page1 = await listLabelMoves(db, id, { label: 'production', limit: 1 });
    const page2 = await listLabelMoves(db, id, {
      label: 'production',
      limit: 1,
      cursor: page1.nextCursor,
    });
    expect([...page1.items, ...page2.items].map((m) => m.toVersion)).toEqual([2, 1]);
    expect(page2.nextCursor).toBeNull();
    const audit = await listAudit(db, { harnessId: id });
    expect(audit.items.filter((a) => a.action === 'label.move')).toHaveLength(2);
    expect(audit.items[0]!.before).toEqual({ version: 1, split: null });
  });

  it('refuses missing versions, bad splits, no reason and unknown labels', async () => {
    const db = getDb();
    const id = await withVersions(db, 2);
    const pointer = async (p: Promise<unknown>) =>
      ((await caught(p)) as Invalid).diagnostics[0]?.pointer;
    const base = { version: 1, reason: 'r', actor: 'pub' };
    expect(await pointer(moveLabel(db, id, 'staging', { ...base, version: 7 }))).toBe('/version');
    expect(
      await pointer(moveLabel(db, id, 'staging', { ...base, split: { version: 9, percent: 5 } })),
    ).toBe('/split/version');
    expect(
      await pointer(moveLabel(db, id, 'staging', { ...base, split: { version: 2, percent: 100 } })),
    ).toBe('/split/percent');
    expect(
      await pointer(moveLabel(db, id, 'staging', { ...base, split: { version: 1, percent: 5 } })),
    ).toBe('/split/version');
    expect(await pointer(moveLabel(db, id, 'staging', { ...base, reason: '  ' }))).toBe('/reason');
    await expect(moveLabel(db, id, 'canary', base)).rejects.toBeInstanceOf(NotFound);
    expect((await listLabelMoves(db, id)).items).toHaveLength(0);
  });

  it('announces a move after commit, to this handle and to another instance', async () => {
    const db = getDb();
    const other = await t.openAnother();
    const id = await withVersions(db, 1);
    const here: LabelMoveEvent[] = [];
    const there: LabelMoveEvent[] = [];
    const stopHere = await subscribeLabelMoves(db, (e) => here.push(e), { harnessId: id });
    const stopThere = await subscribeLabelMoves(other, (e) => there.push(e), { harnessId: id });
    const { move } = await moveLabel(db, id, 'staging', {
      version: 1,
      reason: 'try',
      actor: 'eng',
    });
    await expect.poll(() => there.length, { timeout: 2_000 }).toBe(1);
    await expect.poll(() => here.length).toBe(1);
    expect(there[0]).toMatchObject({
      harnessId: id,
      label: 'staging',
      version: 1,
      split: null,
      moveId: move.id,
    });
    await stopHere();
    await stopThere();
  });
  it('keeps the experiment across a ramp and starts a new one for any other split', async () => {
    const db = getDb();
    const id = await withVersions(db, 3);
    const move = (version: number, split: { version: number; percent: number } | null) =>
      moveLabel(db, id, 'production', { version, split, reason: 'ramp', actor: 'pub' });
    const five = (await move(1, { version: 2, percent: 5 })).label.split!;
    const twenty = await move(1, { version: 2, percent: 20 });
    // A ramp: the same id and salt, so every viewer of the 5% is still in the treatment.
    expect(twenty.label.split).toMatchObject({ experimentId: five.experimentId, salt: five.salt });
    expect(twenty.move.fromSplit).toMatchObject({ percent: 5, experimentId: five.experimentId });
    for (let i = 0; i < 2_000; i++) {
      const key = `viewer-${i}`;
      if (resolveLabel({ version: 1, split: five }, key) === 2) {
        expect(resolveLabel({ version: 1, split: twenty.label.split }, key), key).toBe(2);
      }
    }
    // Lower share, other treatment, other control: each a new experiment with its own salt.
    const lower = (await move(1, { version: 2, percent: 10 })).label.split!;
    const other = (await move(1, { version: 3, percent: 10 })).label.split!;
    const control = (await move(3, { version: 2, percent: 10 })).label.split!;
    const ids = [five, lower, other, control].map((x) => x.experimentId);
    expect(new Set(ids).size).toBe(4);
    for (const x of [lower, other, control]) expect(x.salt).toBe(x.experimentId);
    // After the split ends, a new one is new too.
    await move(1, null);
    expect((await move(1, { version: 2, percent: 10 })).label.split!.experimentId).not.toBe(
      lower.experimentId,
    );
  });
});
