import type { Db } from './db';
import { MIGRATIONS, type Migration } from './migrations';

// Any fixed number: instances starting at once queue on this lock instead of racing.
const MIGRATION_LOCK = 7_402_113;

/**
 * Applies pending migrations in one transaction and records them in schema_migrations.
 * Returns the versions applied now.
 */
export async function migrate(db: Db, migrations: readonly Migration[] = MIGRATIONS) {
  return db.transaction(async (tx) => {
    if (tx.dialect === 'postgres')
      await tx.query('SELECT pg_advisory_xact_lock(?)', [MIGRATION_LOCK]);
    await tx.run(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
        version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`,
    );
    const rows = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    const done = new Set(rows.map((row) => Number(row.version)));
    const newest = Math.max(0, ...migrations.map((m) => m.version));
    const unknown = [...done].filter((v) => v > newest);
    if (unknown.length > 0) {
      throw new Error(
        `The database has schema version ${Math.max(...unknown)}, newer than this studio.`,
      );
    }
    const applied: number[] = [];
    for (const m of migrations) {
      if (done.has(m.version)) continue;
      for (const statement of m.up(tx.dialect)) await tx.run(statement);
      await m.data?.(tx);
      await tx.run('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)', [
        m.version,
        m.name,
        new Date().toISOString(),
      ]);
      applied.push(m.version);
    }
    return applied;
  });
}
