import type { Db } from '../../db/db';
import type { Arm } from '../../../src/harness/experiments/arms';
import type { TurnStats } from '../../../src/harness/experiments';
import type { ExperimentWindow } from './experiment-window';

// The traced turns of each arm, read from the `traces` table: `arm` is the split's arm
// ('control' | 'treatment'), `outcome` the runtime's, `blocked` 0/1, `first_token_ms` null
// when no text streamed. The trace store's armStats reads from a time on with no end and no
// thresholds; a report of an ended split and the P95 guardrail need both, so this reads the
// same columns itself.

const OPEN_END = '9999-12-31T23:59:59.999Z';

/** Nearest-rank position (0-based) of a percentile among `n` ascending values. */
const rank = (p: number, n: number) => Math.min(n - 1, Math.max(0, Math.ceil(p * n) - 1));

export async function armTurns(
  db: Db,
  w: ExperimentWindow,
  slowLimits: readonly number[] = [],
): Promise<{ control: TurnStats; treatment: TurnStats }> {
  const limits = [...new Set(slowLimits.filter((ms) => Number.isInteger(ms)))];
  const where = 'harness_id = ? AND label = ? AND at >= ? AND at < ? AND arm = ? AND version = ?';
  const read = async (arm: Arm, version: number): Promise<TurnStats> => {
    const params = [w.harnessId, w.label, w.startedAt, w.endedAt ?? OPEN_END, arm, version];
    const [row] = await db.query<Record<string, unknown>>(
      `SELECT COUNT(*) AS turns,
         SUM(CASE WHEN outcome IN ('error', 'step_limit') THEN 1 ELSE 0 END) AS errors,
         SUM(blocked) AS blocked, COUNT(first_token_ms) AS timed
         ${limits.map((ms, i) => `, SUM(CASE WHEN first_token_ms > ${ms} THEN 1 ELSE 0 END) AS slow_${i}`).join('')}
       FROM traces WHERE ${where}`,
      params,
    );
    const timed = Number(row?.timed ?? 0);
    const at = async (p: number) => {
      if (timed === 0) return null;
      const [r] = await db.query<{ ms: number }>(
        `SELECT first_token_ms AS ms FROM traces WHERE ${where} AND first_token_ms IS NOT NULL
         ORDER BY first_token_ms LIMIT 1 OFFSET ?`,
        [...params, rank(p, timed)],
      );
      return r ? Number(r.ms) : null;
    };
    const slowerThan: Record<number, number> = {};
    limits.forEach((ms, i) => (slowerThan[ms] = Number(row?.[`slow_${i}`] ?? 0)));
    return {
      turns: Number(row?.turns ?? 0),
      errors: Number(row?.errors ?? 0),
      blocked: Number(row?.blocked ?? 0),
      timed,
      firstToken: { p50: await at(0.5), p95: await at(0.95) },
      slowerThan,
    };
  };
  return {
    control: await read('control', w.control),
    treatment: await read('treatment', w.treatment),
  };
}
