import { expect, it } from 'vitest';
import { canonicalJson, contentHash, validateHarness } from '../../../src/harness';
import { describeEachDatabase } from '../../db/testing/describe-each-database';
import { caught, count, newHarness, sampleDocument } from '../../db/testing/harness-fixtures';
import { Invalid, NotFound } from '../../db/store-errors';
import { getDraft, putEntity } from '../drafts/draft-store';
import { getHarness } from '../harnesses/harness-store';
import * as versionStore from './version-store';
import { createVersion, getVersion, getVersionDocument, listVersions } from './version-store';

type Skill = { id: string; instructions: string };

describeEachDatabase('version store', (getDb) => {
  it('numbers versions 1, 2, 3 with parent, author, message and content hash', async () => {
    const db = getDb();
    const h = await newHarness(db);
    const v1 = await createVersion(db, h.id, { message: 'first', actor: 'ann' });
    const v2 = await createVersion(db, h.id, { message: ' second ', actor: 'ben' });
    const v3 = await createVersion(db, h.id, { message: '', actor: 'ann' });
    expect([v1, v2, v3].map((v) => [v.number, v.parentNumber, v.author, v.message])).toEqual([
      [1, null, 'ann', 'first'],
      [2, 1, 'ben', 'second'],
      [3, 2, 'ann', ''],
    ]);
    const expected = validateHarness(sampleDocument()).document!;
    expect(v1.contentHash).toBe(contentHash(expected));
    const full = await getVersion(db, h.id, 1);
    expect(canonicalJson(full.document)).toBe(canonicalJson(expected));
    expect(full.manifest.map((m) => `${m.kind}/${m.key}`)).toEqual(
      (await getDraft(db, h.id)).entities.map((e) => `${e.kind}/${e.key}`),
    );
    expect((await getHarness(db, h.id)).latestVersion).toBe(3);
  });

  it('is immutable: later draft edits do not change it, and there is nothing to rewrite it', async () => {
    const db = getDb();
    const h = await newHarness(db);
    const v1 = await createVersion(db, h.id, { message: 'before', actor: 'ann' });
    const skill = (await getDraft(db, h.id)).entities.find((e) => e.kind === 'skill')!;
    await putEntity(
      db,
      h.id,
      'skill',
      skill.key,
      { ...(skill.value as Skill), instructions: 'changed' },
      {
        expectedRevision: 1,
        actor: 'ann',
      },
    );
    const doc = await getVersionDocument(db, h.id, 1);
    expect(contentHash(doc)).toBe(v1.contentHash);
    expect(Object.keys(versionStore).filter((k) => /update|delete|remove|edit/i.test(k))).toEqual(
      [],
    );
    await expect(db.run('UPDATE versions SET message = ?', ['x'])).rejects.toThrow(/append-only/);
    await expect(db.run('DELETE FROM versions')).rejects.toThrow(/append-only/);
  });

  it('stores an unchanged skill once across versions', async () => {
    const db = getDb();
    const h = await newHarness(db);
    await createVersion(db, h.id, { message: 'v1', actor: 'ann' });
    const draft = await getDraft(db, h.id);
    const [changed, unchanged] = draft.entities.filter((e) => e.kind === 'skill');
    const blobsBefore = await count(db, 'blobs');
    for (let i = 1; i <= 3; i++) {
      await putEntity(
        db,
        h.id,
        'skill',
        changed!.key,
        { ...(changed!.value as Skill), instructions: `edit ${i}` },
        {
          expectedRevision: i,
          actor: 'ann',
        },
      );
      await createVersion(db, h.id, { message: `v${i + 1}`, actor: 'ann' });
    }
    // Three versions later: per version, the new body of the edited skill and the one
    // manifest chunk that lists it; nothing for the unchanged entities.
    expect(await count(db, 'blobs')).toBe(blobsBefore + 6);
    expect(await count(db, 'blobs', 'hash = ?', [contentHash(unchanged!.value)])).toBe(1);
    // A version identical to an earlier one adds no blob at all.
    await createVersion(db, h.id, { message: 'again', actor: 'ann' });
    expect(await count(db, 'blobs')).toBe(blobsBefore + 6);
  });

  it('refuses an invalid draft with diagnostics and writes nothing', async () => {
    const db = getDb();
    const h = await newHarness(db);
    // A value that no longer fits the schema (as if saved by an older studio).
    await db.run(`UPDATE draft_entities SET value = ? WHERE harness_id = ? AND kind = 'meta'`, [
      JSON.stringify({ schemaVersion: 2, name: '' }),
      h.id,
    ]);
    const tables = ['versions', 'blobs', 'audit_log'];
    const before = await Promise.all(tables.map((t) => count(db, t)));
    const err = await caught(createVersion(db, h.id, { message: 'bad', actor: 'ann' }));
    expect(err).toBeInstanceOf(Invalid);
    expect((err as Invalid).diagnostics.map((d) => d.pointer)).toContain('/name');
    expect(await Promise.all(tables.map((t) => count(db, t)))).toEqual(before);
    expect((await getHarness(db, h.id)).latestVersion).toBeNull();
  });

  it('gives concurrent creations distinct consecutive numbers', async () => {
    const db = getDb();
    const h = await newHarness(db);
    const made = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        createVersion(db, h.id, { message: `m${i}`, actor: 'ann' }),
      ),
    );
    expect(made.map((v) => v.number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const v of made) expect(v.parentNumber).toBe(v.number === 1 ? null : v.number - 1);
  });

  it('lists newest first in pages, and reports what is missing', async () => {
    const db = getDb();
    const h = await newHarness(db);
    for (let i = 0; i < 5; i++) await createVersion(db, h.id, { message: `m${i}`, actor: 'ann' });
    const first = await listVersions(db, h.id, { limit: 2 });
    expect(first.items.map((v) => v.number)).toEqual([5, 4]);
    expect(first.items[0]).not.toHaveProperty('manifest');
    const second = await listVersions(db, h.id, { limit: 2, cursor: first.nextCursor });
    const third = await listVersions(db, h.id, { limit: 2, cursor: second.nextCursor });
    expect([...second.items, ...third.items].map((v) => v.number)).toEqual([3, 2, 1]);
    expect(third.nextCursor).toBeNull();
    await expect(getVersion(db, h.id, 9)).rejects.toBeInstanceOf(NotFound);
    await expect(listVersions(db, 'no-such-harness')).rejects.toBeInstanceOf(NotFound);
    await expect(
      createVersion(db, 'no-such-harness', { message: '', actor: 'a' }),
    ).rejects.toBeInstanceOf(NotFound);
  });
});
