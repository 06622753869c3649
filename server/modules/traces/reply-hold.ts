import type { Db, SqlParam } from '../../db/db';
import { percentile } from '../../../src/harness/evaluation/latency-stats';
import {
  REPLY_HOLD_HOURS,
  REPLY_HOLD_MAX_TRACES,
  type ReplyHold,
} from '../../../src/harness/traces';
import { num } from './trace-store';

const round = (ms: number | null) => (ms === null ? null : Math.round(ms * 10) / 10);

/**
 * What holding the first word until the last costs (replyHoldSchema): over the harness's
 * traces of the last REPLY_HOLD_HOURS (the latest REPLY_HOLD_MAX_TRACES) that have a first
 * sentence, the time from the model having written it to the end of the turn. `shop` limits
 * it to one shop's hosts (a merchant's view). Reads the plain columns on the (harness, at)
 * index; no trace body is parsed.
 */
export async function replyHold(
  db: Db,
  harnessId: string,
  options: { shop?: string; now?: number } = {},
): Promise<ReplyHold> {
  const since = new Date((options.now ?? Date.now()) - REPLY_HOLD_HOURS * 3_600_000);
  const params: SqlParam[] = [harnessId, since.toISOString()];
  let shop = '';
  if (options.shop !== undefined) {
    shop = ' AND shop = ?';
    params.push(options.shop);
  }
  const rows = await db.query<{ first_sentence_ms: unknown; total_ms: unknown }>(
    `SELECT first_sentence_ms, total_ms FROM traces
     WHERE harness_id = ? AND at >= ?${shop} AND first_sentence_ms IS NOT NULL
     ORDER BY at DESC, id DESC LIMIT ?`,
    [...params, REPLY_HOLD_MAX_TRACES],
  );
  const holds = rows.map((r) => Math.max(0, num(r.total_ms) - num(r.first_sentence_ms)));
  return {
    turns: holds.length,
    p50Ms: round(percentile(holds, 50)),
    p95Ms: round(percentile(holds, 95)),
    sinceHours: REPLY_HOLD_HOURS,
  };
}
