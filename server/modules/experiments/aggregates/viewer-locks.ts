import { createHash } from 'node:crypto';
import type { Db } from '../../../db/db';
import { chunks } from './aggregate-deltas';

/**
 * On PostgreSQL, locks the viewers' aggregate rows until the transaction ends (advisory
 * locks, taken in one order by every writer): an exposure recomputing a viewer from its raw
 * rows and an outcome adding to the same viewer cannot interleave. SQLite runs one
 * transaction at a time already.
 */
export async function lockViewers(
  tx: Db,
  harnessId: string,
  viewers: Iterable<string>,
): Promise<void> {
  if (tx.dialect !== 'postgres') return;
  const keys = [
    ...new Set(
      [...viewers].map((v) =>
        createHash('sha256').update(`${harnessId}\n${v}`).digest().readBigInt64BE(0).toString(),
      ),
    ),
  ].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
  for (const part of chunks(keys)) {
    await tx.query(
      `SELECT pg_advisory_xact_lock(k) FROM (SELECT k FROM (VALUES ${part.map(() => '(?::bigint)').join(', ')}) AS t (k)
         ORDER BY k OFFSET 0) AS s`,
      part,
    );
  }
}
