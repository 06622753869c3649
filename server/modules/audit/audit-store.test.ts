import { expect, it } from 'vitest';
import { describeEachDatabase, uniqueId } from '../../db/testing/describe-each-database';
import { caught } from '../../db/testing/harness-fixtures';
import { Invalid } from '../../db/store-errors';
import * as auditStore from './audit-store';
import { appendAudit, listAudit } from './audit-store';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachDatabase('audit store', (getDb) => {
  it('appends inside the caller transaction: a rollback leaves no record', async () => {
    const db = getDb();
    const harnessId = uniqueId();
    await expect(
      db.transaction(async (tx) => {
        await appendAudit(tx, { actor: 'a', harnessId, action: 'x.test', after: { n: 1 } });
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect((await listAudit(db, { harnessId })).items).toEqual([]);
    const entry = await db.transaction((tx) =>
      appendAudit(tx, {
        actor: 'a',
        harnessId,
        action: 'x.test',
        entity: 'skill/x',
        before: null,
        after: { n: 2 },
      }),
    );
    expect((await listAudit(db, { harnessId })).items).toEqual([entry]);
    expect(entry).toMatchObject({ before: null, after: { n: 2 }, entity: 'skill/x' });
  });

  it('filters by harness, actor and time, newest first in pages', async () => {
    const db = getDb();
    const [h1, h2] = [uniqueId(), uniqueId()];
    const ann = uniqueId('ann');
    const bob = uniqueId('bob');
    const made = [];
    for (let i = 0; i < 6; i++) {
      made.push(
        await appendAudit(db, {
          actor: i % 2 ? bob : ann,
          harnessId: i < 4 ? h1 : h2,
          action: `a${i}`,
        }),
      );
      await sleep(3);
    }
    const ofH1 = (await listAudit(db, { harnessId: h1 })).items.map((e) => e.action);
    expect(ofH1).toEqual(['a3', 'a2', 'a1', 'a0']);
    const annOnH1 = (await listAudit(db, { harnessId: h1, actor: ann })).items.map((e) => e.action);
    expect(annOnH1).toEqual(['a2', 'a0']);
    const window = await listAudit(db, { actor: bob, from: made[1]!.at, to: made[5]!.at });
    expect(window.items.map((e) => e.action)).toEqual(['a3', 'a1']);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await listAudit(db, { harnessId: h1, limit: 3, cursor });
      seen.push(...page.items.map((e) => e.action));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['a3', 'a2', 'a1', 'a0']);
  });

  it('refuses bad filters and offers no way to change history', async () => {
    const db = getDb();
    expect(
      ((await caught(listAudit(db, { from: 'yesterday' }))) as Invalid).diagnostics[0]?.pointer,
    ).toBe('/from');
    expect(
      ((await caught(listAudit(db, { cursor: '%%' }))) as Invalid).diagnostics[0]?.pointer,
    ).toBe('/cursor');
    // Reads only: nothing updates or deletes a record.
    expect(Object.keys(auditStore).sort()).toEqual(['appendAudit', 'latestAudit', 'listAudit']);
  });
});
