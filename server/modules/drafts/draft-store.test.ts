import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../db/testing/describe-each-database';
import { caught, newHarness } from '../../db/testing/harness-fixtures';
import { Conflict, Invalid, NotFound } from '../../db/store-errors';
import { listAudit } from '../audit/audit-store';
import {
  deleteEntity,
  draftFingerprint,
  getDraft,
  getEntity,
  moveEntity,
  putEntity,
  type DraftEntity,
} from './draft-store';

type Skill = { id: string; instructions: string } & Record<string, unknown>;

async function firstSkills(db: Parameters<typeof getDraft>[0], harnessId: string) {
  const draft = await getDraft(db, harnessId);
  return draft.entities.filter((e) => e.kind === 'skill') as Array<DraftEntity & { value: Skill }>;
}

const edit = (skill: Skill, text: string): Skill => ({ ...skill, instructions: text });

describeEachDatabase('draft store', (getDb) => {
  it('reads the draft in document order with its joined document', async () => {
    const db = getDb();
    const h = await newHarness(db);
    const draft = await getDraft(db, h.id);
    expect(draft.entities.slice(0, 3).map((e) => e.kind)).toEqual([
      'meta',
      'prompt',
      'preferences',
    ]);
    expect((draft.document.skills as Skill[]).map((s) => s.id)).toEqual(
      draft.entities.filter((e) => e.kind === 'skill').map((e) => e.key),
    );
    expect(draft.entities[0]).toMatchObject({ revision: 1, updatedBy: 'alice', position: 0 });
    expect(draft.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    await expect(getDraft(db, 'no-such-harness')).rejects.toBeInstanceOf(NotFound);
  });

  it('updates at the expected revision and audits before and after', async () => {
    const db = getDb();
    const h = await newHarness(db);
    const [skill] = await firstSkills(db, h.id);
    const saved = await putEntity(db, h.id, 'skill', skill!.key, edit(skill!.value, 'v2'), {
      expectedRevision: 1,
      actor: 'bob',
    });
    expect(saved).toMatchObject({ revision: 2, updatedBy: 'bob', position: skill!.position });
    expect((await getEntity(db, h.id, 'skill', skill!.key)).value).toMatchObject({
      instructions: 'v2',
    });
    const [entry] = (await listAudit(db, { harnessId: h.id, actor: 'bob' })).items;
    expect(entry).toMatchObject({ action: 'entity.update', entity: `skill/${skill!.key}` });
    expect(entry!.before).toEqual(skill!.value);
    expect(entry!.after).toEqual(saved.value);
    // Saving the same content again changes nothing.
    const again = await putEntity(db, h.id, 'skill', skill!.key, saved.value, {
      expectedRevision: 2,
      actor: 'bob',
    });
    expect(again.revision).toBe(2);
  });

  it('gives the second of two saves from the same base a Conflict with the current copy', async () => {
    const db = getDb();
    const h = await newHarness(db);
    const [skill] = await firstSkills(db, h.id);
    const results = await Promise.allSettled(
      ['from-ann', 'from-ben'].map((text, i) =>
        putEntity(db, h.id, 'skill', skill!.key, edit(skill!.value, text), {
          expectedRevision: 1,
          actor: `user${i}`,
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const failed = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(1);
    expect(failed).toHaveLength(1);
    const err = (failed[0] as PromiseRejectedResult).reason as Conflict;
    expect(err).toBeInstanceOf(Conflict);
    const winner = (ok[0] as PromiseFulfilledResult<DraftEntity>).value;
    expect(err.current).toEqual(winner);
    expect(await getEntity(db, h.id, 'skill', skill!.key)).toEqual(winner);
  });

  it('never conflicts on different entities saved at once', async () => {
    const db = getDb();
    const h = await newHarness(db);
    const draft = await getDraft(db, h.id);
    const prefs = draft.entities.find((e) => e.kind === 'preferences')!;
    const promo = draft.entities.find((e) => e.kind === 'promotion')!;
    const [a, b] = await Promise.all([
      putEntity(
        db,
        h.id,
        'preferences',
        'preferences',
        { ...(prefs.value as object), greeting: 'hi' },
        {
          expectedRevision: 1,
          actor: 'merchant',
        },
      ),
      putEntity(
        db,
        h.id,
        'promotion',
        promo.key,
        { ...(promo.value as object), name: 'Renamed' },
        {
          expectedRevision: 1,
          actor: 'ops',
        },
      ),
    ]);
    expect([a.revision, b.revision]).toEqual([2, 2]);
  });

  it('keeps every acknowledged write of 20 concurrent saves; every rejected one is a Conflict', async () => {
    const db = getDb();
    const h = await newHarness(db);
    const skills = await firstSkills(db, h.id);
    // 20 writers from revision 1 on the 7 skills: 17 share 4 skills, 3 have one each.
    const jobs = Array.from({ length: 20 }, (_, i) => {
      const skill = skills[i < 17 ? i % 4 : i - 13]!;
      return { skill, text: `writer-${i}` };
    });
    const results = await Promise.allSettled(
      jobs.map((j, i) =>
        putEntity(db, h.id, 'skill', j.skill.key, edit(j.skill.value, j.text), {
          expectedRevision: 1,
          actor: `writer-${i}`,
        }),
      ),
    );
    const acknowledged = new Map<string, string>();
    results.forEach((r, i) => {
      if (r.status === 'fulfilled') {
        expect(acknowledged.has(jobs[i]!.skill.key)).toBe(false);
        acknowledged.set(jobs[i]!.skill.key, jobs[i]!.text);
      } else {
        expect(r.reason).toBeInstanceOf(Conflict);
        expect((r.reason as Conflict).current).toMatchObject({ revision: 2 });
      }
    });
    expect(acknowledged.size).toBe(7);
    const after = await firstSkills(db, h.id);
    for (const [key, text] of acknowledged) {
      const e = after.find((s) => s.key === key)!;
      expect(e.value.instructions).toBe(text);
      expect(e.revision).toBe(2);
    }
    const audits = await listAudit(db, { harnessId: h.id, limit: 100 });
    expect(audits.items.filter((a) => a.action === 'entity.update')).toHaveLength(7);
  });

  it('creates only what does not exist, and checks values and keys', async () => {
    const db = getDb();
    const h = await newHarness(db);
    const skills = await firstSkills(db, h.id);
    const fresh: Skill = { ...skills[0]!.value, id: 'fresh-skill', instructions: 'new' };
    const created = await putEntity(db, h.id, 'skill', 'fresh-skill', fresh, {
      expectedRevision: null,
      actor: 'a',
    });
    expect(created).toMatchObject({ revision: 1, position: skills.length });
    const dup = await caught(
      putEntity(db, h.id, 'skill', 'fresh-skill', fresh, { expectedRevision: null, actor: 'b' }),
    );
    expect((dup as Conflict).current).toEqual(created);
    const bad = await caught(
      putEntity(
        db,
        h.id,
        'skill',
        'fresh-skill',
        { ...fresh, allowedTools: 'x' },
        { expectedRevision: 1, actor: 'a' },
      ),
    );
    expect((bad as Invalid).diagnostics[0]?.pointer).toBe('/allowedTools');
    const mismatch = await caught(
      putEntity(db, h.id, 'skill', 'other-key', fresh, { expectedRevision: null, actor: 'a' }),
    );
    expect((mismatch as Invalid).diagnostics[0]).toMatchObject({
      pointer: '/id',
      code: 'entity.key_mismatch',
    });
    const prefs = (await getDraft(db, h.id)).entities.find((e) => e.kind === 'preferences')!;
    const shop = await caught(
      putEntity(
        db,
        h.id,
        'preferences',
        'preferences',
        { ...(prefs.value as object), shopId: 'another-shop' },
        {
          expectedRevision: 1,
          actor: 'a',
        },
      ),
    );
    expect((shop as Invalid).diagnostics[0]?.pointer).toBe('/shopId');
    await expect(
      putEntity(db, h.id, 'gadget', 'x', {}, { expectedRevision: null, actor: 'a' }),
    ).rejects.toBeInstanceOf(NotFound);
    await expect(
      putEntity(db, 'no-such-harness', 'skill', 'fresh-skill', fresh, {
        expectedRevision: null,
        actor: 'a',
      }),
    ).rejects.toBeInstanceOf(NotFound);
  });

  it('deletes at the expected revision; a re-created entity never reuses a revision', async () => {
    const db = getDb();
    const h = await newHarness(db);
    const [skill] = await firstSkills(db, h.id);
    await expect(
      deleteEntity(db, h.id, 'prompt', 'prompt', { expectedRevision: 1, actor: 'a' }),
    ).rejects.toBeInstanceOf(Invalid);
    await putEntity(db, h.id, 'skill', skill!.key, edit(skill!.value, 'v2'), {
      expectedRevision: 1,
      actor: 'a',
    });
    const stale = await caught(
      deleteEntity(db, h.id, 'skill', skill!.key, { expectedRevision: 1, actor: 'a' }),
    );
    expect((stale as Conflict).current).toMatchObject({ revision: 2 });
    await deleteEntity(db, h.id, 'skill', skill!.key, { expectedRevision: 2, actor: 'a' });
    await expect(getEntity(db, h.id, 'skill', skill!.key)).rejects.toBeInstanceOf(NotFound);
    expect((await firstSkills(db, h.id)).map((s) => s.key)).not.toContain(skill!.key);
    const back = await putEntity(db, h.id, 'skill', skill!.key, skill!.value, {
      expectedRevision: null,
      actor: 'b',
    });
    expect(back.revision).toBe(4);
    // Someone still holding revision 1 or 2 cannot overwrite the re-created skill.
    const old = await caught(
      putEntity(db, h.id, 'skill', skill!.key, edit(skill!.value, 'late'), {
        expectedRevision: 2,
        actor: 'c',
      }),
    );
    expect(old).toBeInstanceOf(Conflict);
  });

  it('moves an entity within its kind without touching revisions', async () => {
    const db = getDb();
    const h = await newHarness(db);
    const skills = await firstSkills(db, h.id);
    const last = skills[skills.length - 1]!;
    const order = await moveEntity(db, h.id, 'skill', last.key, 0, { actor: 'a' });
    expect(order.map((e) => e.key)).toEqual([last.key, ...skills.slice(0, -1).map((s) => s.key)]);
    const now = await firstSkills(db, h.id);
    expect(now.map((s) => s.key)).toEqual(order.map((e) => e.key));
    expect(now.every((s) => s.revision === 1)).toBe(true);
    expect(((await getDraft(db, h.id)).document.skills as Skill[])[0]!.id).toBe(last.key);
    await expect(moveEntity(db, h.id, 'meta', 'meta', 0, { actor: 'a' })).rejects.toBeInstanceOf(
      Invalid,
    );
  });

  it('has a fingerprint that changes with every write, move and delete, and only then', async () => {
    const db = getDb();
    const h = await newHarness(db);
    const seen = [await draftFingerprint(db, h.id)];
    expect(await draftFingerprint(db, h.id)).toBe(seen[0]);
    const [first, second] = await firstSkills(db, h.id);
    await putEntity(db, h.id, 'skill', first!.key, edit(first!.value, 'changed'), {
      expectedRevision: 1,
      actor: 'a',
    });
    seen.push(await draftFingerprint(db, h.id));
    await moveEntity(db, h.id, 'skill', second!.key, 0, { actor: 'a' });
    seen.push(await draftFingerprint(db, h.id));
    await deleteEntity(db, h.id, 'skill', second!.key, { expectedRevision: 1, actor: 'a' });
    seen.push(await draftFingerprint(db, h.id));
    expect(new Set(seen).size).toBe(4);
  });
});
