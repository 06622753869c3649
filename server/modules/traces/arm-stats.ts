import type { Db } from '../../db/db';
import type { Arm } from '../../../src/harness/experiments/arms';
import { num, numOrNull } from './trace-store';

// A read API other modules use: `armStats` is what the experiment report and the guardrails
// may read. It is stable: per version (and arm) of one label since a time,
// counts and first-token percentiles over the rows kept (scale by `sampleRate` for totals).

/** What the experiment report and guardrails read per version of a label . */
export interface ArmStats {
  version: number;
  /** The split's arm, or null for turns served with no split on the label. */
  arm: Arm | null;
  /** Distinct viewer hashes (turns without a viewer key are not units). */
  units: number;
  turns: number;
  /** Turns whose outcome was `error` or `step_limit`. */
  errors: number;
  /** Turns a hook blocked (`blocked` column). */
  hookBlocks: number;
  /** First-token percentiles over turns that streamed text; null when none did. */
  firstTokenP50: number | null;
  firstTokenP95: number | null;
  /** Mean sampling rate of the rows: divide counts by it to estimate all turns. */
  sampleRate: number;
}

/** Nearest-rank percentile of ascending values. */
function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

const groupKey = (version: unknown, arm: unknown) => `${num(version)}/${String(arm)}`;

/**
 * Per (version, arm) of `label` since `since` (ISO 8601): units, turns, errors, hook
 * blocks, first-token P50/P95 (nearest rank). Reads the `traces_by_label` index range;
 * PostgreSQL computes the percentiles itself (percentile_disc), SQLite's are sorted here.
 */
export async function armStats(
  db: Db,
  harnessId: string,
  label: string,
  since: string,
): Promise<ArmStats[]> {
  const pg = db.dialect === 'postgres';
  const where = 'harness_id = ? AND label = ? AND at >= ?';
  const params = [harnessId, label, since];
  const percentiles = pg
    ? `, percentile_disc(0.5) WITHIN GROUP (ORDER BY first_token_ms) AS p50,
         percentile_disc(0.95) WITHIN GROUP (ORDER BY first_token_ms) AS p95`
    : '';
  const groups = await db.query<Record<string, unknown>>(
    `SELECT version, arm, COUNT(DISTINCT viewer) AS units, COUNT(*) AS turns,
       SUM(CASE WHEN outcome IN ('error', 'step_limit') THEN 1 ELSE 0 END) AS errors,
       SUM(blocked) AS hook_blocks, AVG(sample_rate) AS sample_rate${percentiles}
     FROM traces WHERE ${where}
     GROUP BY version, arm ORDER BY version, arm`,
    params,
  );
  const sorted = new Map<string, number[]>();
  if (!pg) {
    const times = await db.query<{ version: unknown; arm: unknown; ms: unknown }>(
      `SELECT version, arm, first_token_ms AS ms FROM traces
       WHERE ${where} AND first_token_ms IS NOT NULL`,
      params,
    );
    for (const t of times) {
      const key = groupKey(t.version, t.arm);
      let list = sorted.get(key);
      if (!list) sorted.set(key, (list = []));
      list.push(num(t.ms));
    }
    for (const list of sorted.values()) list.sort((a, b) => a - b);
  }
  return groups.map((g) => {
    const list = sorted.get(groupKey(g.version, g.arm)) ?? [];
    return {
      version: num(g.version),
      arm: (g.arm as Arm | null) ?? null,
      units: num(g.units),
      turns: num(g.turns),
      errors: num(g.errors ?? 0),
      hookBlocks: num(g.hook_blocks ?? 0),
      firstTokenP50: pg ? numOrNull(g.p50) : percentile(list, 0.5),
      firstTokenP95: pg ? numOrNull(g.p95) : percentile(list, 0.95),
      sampleRate: num(g.sample_rate),
    };
  });
}
