import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, it, vi } from 'vitest';
import { openSqlite } from './sqlite-db';

it('keeps a prepared statement in use through 1,000 other statements', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'hs-sqlite-statements-'));
  const db = openSqlite(join(dir, 'studio.db'));
  const prepared = vi.spyOn(Database.prototype, 'prepare');
  try {
    const HOT = 'SELECT 1 AS hot';
    for (let i = 0; i < 1_000; i++) {
      await db.query(`SELECT ${i} AS cold`);
      if (i % 50 === 0) expect(await db.query(HOT)).toEqual([{ hot: 1 }]);
    }
    expect(prepared.mock.calls.filter(([sql]) => sql === HOT)).toHaveLength(1);
  } finally {
    prepared.mockRestore();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
