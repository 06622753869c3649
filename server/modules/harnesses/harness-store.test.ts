import { expect, it } from 'vitest';
import { splitEntities, validateHarness } from '../../../src/harness';
import { describeEachDatabase, uniqueId } from '../../db/testing/describe-each-database';
import { caught, count, newHarness, sampleDocument } from '../../db/testing/harness-fixtures';
import { Conflict, Invalid, NotFound } from '../../db/store-errors';
import { listAudit } from '../audit/audit-store';
import { getDraft, putEntity } from '../drafts/draft-store';
import { getLabels } from '../labels/label-store';
import { HARNESS_ID_PATTERN } from '../../../src/harness/records';
import { archiveHarness, createHarness, getHarness, listHarnesses } from './harness-store';

describeEachDatabase('harness store', (getDb) => {
  it('creates the draft, both labels and an audit record', async () => {
    const db = getDb();
    const h = await newHarness(db);
    expect(h).toMatchObject({
      shopId: 'shanlan-tea',
      archived: false,
      latestVersion: null,
      createdBy: 'alice',
    });
    const draft = await getDraft(db, h.id);
    const expected = splitEntities(validateHarness(sampleDocument()).document!);
    expect(draft.entities.map((e) => `${e.kind}/${e.key}`)).toEqual(
      expected.map((e) => `${e.kind}/${e.key}`),
    );
    expect(draft.entities.every((e) => e.revision === 1)).toBe(true);
    expect((await getLabels(db, h.id)).map((l) => [l.name, l.version, l.split])).toEqual([
      ['production', null, null],
      ['staging', null, null],
    ]);
    const audit = await listAudit(db, { harnessId: h.id });
    expect(audit.items.map((a) => a.action)).toEqual(['harness.create']);
  });

  it('refuses an invalid document with diagnostics and writes nothing', async () => {
    const db = getDb();
    const before = await count(db, 'harnesses');
    const document = { ...sampleDocument(), schemaVersion: 2, skills: [{ id: 'Bad Id' }] };
    const err = await caught(createHarness(db, { id: uniqueId(), document, actor: 'alice' }));
    expect(err).toBeInstanceOf(Invalid);
    expect((err as Invalid).diagnostics.some((d) => d.pointer.startsWith('/skills/0'))).toBe(true);
    expect(await count(db, 'harnesses')).toBe(before);
  });

  it('refuses a taken or malformed id, and generates valid ones', async () => {
    const db = getDb();
    const h = await newHarness(db);
    const err = await caught(
      createHarness(db, { id: h.id, document: sampleDocument(), actor: 'bob' }),
    );
    expect(err).toBeInstanceOf(Conflict);
    expect((err as Conflict).current).toMatchObject({ id: h.id, createdBy: 'alice' });
    const bad = await caught(
      createHarness(db, { id: 'A!', document: sampleDocument(), actor: 'bob' }),
    );
    expect((bad as Invalid).diagnostics[0]?.pointer).toBe('/id');
    const generated = await createHarness(db, { document: sampleDocument(), actor: 'bob' });
    expect(generated.id).toMatch(HARNESS_ID_PATTERN);
    const named = await createHarness(db, {
      name: 'Tea Night!',
      document: sampleDocument(),
      actor: 'bob',
    });
    expect(named.id).toMatch(/^tea-night-[0-9a-f]{8}$/);
    expect(named.name).toBe('Tea Night!');
  });

  it('lists by shop in stable pages, newest first', async () => {
    const db = getDb();
    const shopId = uniqueId('shop');
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push((await newHarness(db, { shopId })).id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await listHarnesses(db, { shopId, limit: 2, cursor });
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((h) => h.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen)).toEqual(new Set(made));
    const times = (await listHarnesses(db, { shopId })).items.map((h) => h.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('refuses bad paging', async () => {
    const db = getDb();
    for (const limit of [0, 101, 1.5]) {
      expect(
        ((await caught(listHarnesses(db, { limit }))) as Invalid).diagnostics[0]?.pointer,
      ).toBe('/limit');
    }
    for (const cursor of ['nope!', 'WyJ4Il0', Buffer.from('[1,2]').toString('base64url')]) {
      expect(
        ((await caught(listHarnesses(db, { cursor }))) as Invalid).diagnostics[0]?.pointer,
      ).toBe('/cursor');
    }
  });

  it('archives softly: hidden by default, kept, read-only', async () => {
    const db = getDb();
    const shopId = uniqueId('shop');
    const h = await newHarness(db, { shopId });
    const archived = await archiveHarness(db, h.id, { actor: 'root' });
    expect(archived.archived).toBe(true);
    expect(await archiveHarness(db, h.id, { actor: 'root' })).toEqual(archived);
    expect((await listHarnesses(db, { shopId })).items).toHaveLength(0);
    expect((await listHarnesses(db, { shopId, archived: true })).items.map((x) => x.id)).toEqual([
      h.id,
    ]);
    expect((await getHarness(db, h.id)).archived).toBe(true);
    const draft = await getDraft(db, h.id);
    const skill = draft.entities.find((e) => e.kind === 'skill')!;
    const err = await caught(
      putEntity(db, h.id, 'skill', skill.key, skill.value, { expectedRevision: 1, actor: 'x' }),
    );
    expect(err).toBeInstanceOf(Conflict);
    const audit = await listAudit(db, { harnessId: h.id });
    expect(audit.items.map((a) => a.action)).toEqual(['harness.archive', 'harness.create']);
    await expect(getHarness(db, 'no-such-harness')).rejects.toBeInstanceOf(NotFound);
  });
});
