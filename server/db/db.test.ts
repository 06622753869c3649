import { expect, it } from 'vitest';
import { describeEachDatabase } from './testing/describe-each-database';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';
import type { Db } from './db';

async function makeTable(db: Db, name: string) {
  await db.run(`CREATE TABLE ${name} (k TEXT PRIMARY KEY, v INTEGER NOT NULL)`);
}

describeEachDatabase('Db', (getDb, t) => {
  it('applies migrations once and records them', async () => {
    const db = getDb();
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query<{ version: number; name: string }>(
      'SELECT version, name FROM schema_migrations ORDER BY version',
    );
    expect(rows).toEqual(MIGRATIONS.map(({ version, name }) => ({ version, name })));
  });

  it('commits, rolls back on throw, and rolls back a failed savepoint only', async () => {
    const db = getDb();
    await makeTable(db, 't_tx');
    await db.transaction(async (tx) => {
      await tx.run('INSERT INTO t_tx (k, v) VALUES (?, ?)', ['a', 1]);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.run('INSERT INTO t_tx (k, v) VALUES (?, ?)', ['b', 2]);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await db.transaction(async (tx) => {
      await tx.run('INSERT INTO t_tx (k, v) VALUES (?, ?)', ['c', 3]);
      await expect(
        tx.transaction(async (inner) => {
          await inner.run('INSERT INTO t_tx (k, v) VALUES (?, ?)', ['d', 4]);
          throw new Error('inner');
        }),
      ).rejects.toThrow('inner');
    });
    const rows = await db.query<{ k: string }>('SELECT k FROM t_tx ORDER BY k');
    expect(rows.map((r) => r.k)).toEqual(['a', 'c']);
  });

  it('keeps concurrent transactions apart (no statement lands inside another)', async () => {
    const db = getDb();
    await makeTable(db, 't_iso');
    await db.run('INSERT INTO t_iso (k, v) VALUES (?, ?)', ['n', 0]);
    // Read-modify-write with an await in between: lost updates would show as a lower total.
    const bump = () =>
      db.transaction(async (tx) => {
        const [row] = await tx.query<{ v: number }>('SELECT v FROM t_iso WHERE k = ?', ['n']);
        await new Promise((resolve) => setTimeout(resolve, 1));
        await tx.run('UPDATE t_iso SET v = ? WHERE k = ? AND v = ?', [row!.v + 1, 'n', row!.v]);
      });
    const stray = db.query('SELECT 1 AS one');
    await Promise.all([bump(), bump(), bump(), stray]);
    const [row] = await db.query<{ v: number }>('SELECT v FROM t_iso WHERE k = ?', ['n']);
    // On PostgreSQL the compare-and-set may lose; on SQLite transactions are serialized.
    if (t.dialect === 'sqlite') expect(row!.v).toBe(3);
    else expect(row!.v).toBeGreaterThanOrEqual(1);
  });

  it('refuses the Db inside its own transaction on SQLite (it would wait forever)', async () => {
    if (t.dialect !== 'sqlite') return;
    const db = getDb();
    await expect(db.transaction(() => db.query('SELECT 1 AS one'))).rejects.toThrow(
      /use its tx handle/,
    );
    expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('runs jsonb operators spelled ??, ??| and ??& on PostgreSQL, with and without params', async () => {
    if (t.dialect !== 'postgres') return;
    const db = getDb();
    const rows = await db.query<{ a: boolean; b: boolean; c: boolean; q: string }>(
      `SELECT '{"x":1}'::jsonb ?? ? AS a, '{"x":1}'::jsonb ??| array['y', ?] AS b,
        '{"x":1}'::jsonb ??& array['x'] AS c, '?' AS q -- a ? in a comment`,
      ['x', 'x'],
    );
    expect(rows).toEqual([{ a: true, b: true, c: true, q: '?' }]);
    expect(await db.query(`SELECT '{"x":1}'::jsonb ?? 'x' AS a`)).toEqual([{ a: true }]);
  });

  it('refuses to rewrite append-only tables', async () => {
    const db = getDb();
    await db.run(`INSERT INTO audit_log (at, actor, harness_id, action) VALUES (?, ?, NULL, ?)`, [
      '2026-01-01T00:00:00.000Z',
      'x',
      'test',
    ]);
    await expect(db.run('UPDATE audit_log SET actor = ?', ['y'])).rejects.toThrow(/append-only/);
    await expect(db.run('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
  });

  it('runs afterCommit callbacks only after commit, and publishes after commit', async () => {
    const db = getDb();
    const seen: string[] = [];
    const stop = await db.subscribe('test_channel', (p) => seen.push(p));
    await expect(
      db.transaction(async (tx) => {
        await tx.publish('test_channel', 'rolled-back');
        tx.afterCommit(() => seen.push('cb-rolled-back'));
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    await db.transaction(async (tx) => {
      await tx.publish('test_channel', 'committed');
      tx.afterCommit(() => seen.push('cb-committed'));
    });
    await expect.poll(() => seen.length).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.sort()).toEqual(['cb-committed', 'committed']);
    await stop();
  });

  it('tells its own subscribers at commit, once, and other instances through the database', async () => {
    const db = getDb();
    const other = await t.openAnother();
    const here: string[] = [];
    const there: string[] = [];
    const stops = [
      await db.subscribe('test_channel', (p) => here.push(p)),
      await other.subscribe('test_channel', (p) => there.push(p)),
    ];
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    await db.transaction((tx) => tx.publish('test_channel', '{"n":1}'));
    // Heard before the next request could be read: none reads a cache the event clears.
    await turn();
    expect(here).toEqual(['{"n":1}']);
    await db.publish('test_channel', 'plain');
    await turn();
    expect(here).toEqual(['{"n":1}', 'plain']);
    await expect.poll(() => there).toEqual(['{"n":1}', 'plain']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(here).toHaveLength(2);
    for (const stop of stops) await stop();
  });

  it('migrates safely when two instances start at once', async () => {
    const [a, b] = await Promise.all([t.openAnother(), t.openAnother()]);
    const [ra, rb] = await Promise.all([a.query('SELECT 1 AS x'), b.query('SELECT 1 AS x')]);
    expect(ra).toHaveLength(1);
    expect(rb).toHaveLength(1);
  });
});
