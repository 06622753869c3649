/**
 * The trace browser's queries on a table of N synthetic traces (default 1,000,000), filled by
 * the database itself (a recursive CTE on SQLite, generate_series on PostgreSQL) in chunks,
 * then timed through the real store functions.
 */
import type { Db } from '../../server/db/db';
import { armStats } from '../../server/modules/traces/arm-stats';
import { getTrace, listTraces } from '../../server/modules/traces/trace-store';
import type { TraceFilter } from '../../src/harness/traces';
import { spread, type Spread } from '../support/stats';

export const HARNESS = 'bench-traces';
const CHUNK = 100_000;
/** One multiplier per column, so the columns vary independently of each other. */
const MULTIPLIERS = [
  0, 2654435761, 2246822519, 3266489917, 374761393, 668265263, 1274126177, 40503, 97,
];
/** Turns 2.592 s apart: 1,000,000 of them span 30 days, ending at T_END. */
const STEP_S = 2.592;
const T_END_S = Date.parse('2026-12-01T00:00:00.000Z') / 1000;
const BODY = JSON.stringify({
  model: 'test-model',
  messages: [{ role: 'user', content: '龙井怎么泡？' }],
  context: {},
  reply: '龙井用八十度左右的水冲泡，先润茶再注水，香气更好。',
  original: null,
  error: null,
  hooks: [],
  toolCalls: [],
  timings: {
    firstTokenMs: 300,
    firstSentenceMs: 400,
    totalMs: 1200,
    modelMs: 1100,
    toolMs: 0,
    hookMs: 1,
    modelRounds: 1,
  },
  truncated: false,
});

/**
 * Row n's columns from a pseudo-random r in [0, 1000) per column (the same mix on both
 * databases): production 90%, 5 versions, a split on production half the time, 20 shops and
 * the base, 2% errors, 2% blocked, 1% tool errors, total times 0.5-10.5 s.
 */
function columns(r: (salt: number) => string, n: string, at: string, id: string): string {
  return `${id}, '${HARNESS}', ${at},
    CASE WHEN ${r(1)} < 900 THEN 'production' ELSE 'staging' END,
    1 + ${r(2)} % 5,
    CASE WHEN ${r(3)} < 500 THEN NULL WHEN ${r(3)} < 750 THEN 'control' ELSE 'treatment' END,
    CASE WHEN ${r(4)} < 200 THEN NULL ELSE 'shop-' || (${r(4)} % 20) END,
    'viewer-' || (${n} % 50000),
    CASE WHEN ${r(5)} < 20 THEN 'error' WHEN ${r(5)} < 40 THEN 'blocked'
      WHEN ${r(5)} < 50 THEN 'answered' ELSE 'reply' END,
    CASE WHEN ${r(5)} < 20 THEN 'timeout' ELSE NULL END,
    CASE WHEN ${r(5)} >= 20 AND ${r(5)} < 40 THEN 1 ELSE 0 END,
    CASE WHEN ${r(6)} < 10 THEN 1 ELSE 0 END,
    CASE WHEN ${r(5)} < 20 THEN NULL ELSE 100 + ${r(7)} END,
    CASE WHEN ${r(5)} < 20 THEN NULL ELSE 200 + ${r(7)} END,
    500 + ${r(8)} * 10,
    1, '龙井怎么泡？', ?`;
}

/** Rows from..to: n times a per-column multiplier mod a prime, mod 1000 (no random()). */
async function fillSqlite(db: Db, from: number, to: number, total: number): Promise<void> {
  const r = (salt: number) => `((n * ${MULTIPLIERS[salt]}) % 1000003 % 1000)`;
  // Row n is (total - n) steps before the end: the newest row has the highest n.
  const at = `strftime('%Y-%m-%dT%H:%M:%fZ', ${T_END_S} - (${total} - n) * ${STEP_S}, 'unixepoch')`;
  const id = `printf('00000000-0000-4000-8000-%012x', n)`;
  await db.run(
    `WITH RECURSIVE g(n) AS (SELECT CAST(? AS INTEGER) UNION ALL SELECT n + 1 FROM g WHERE n < ?)
     INSERT INTO traces SELECT ${columns(r, 'n', at, id)} FROM g`,
    [from, to, BODY],
  );
}

async function fillPostgres(db: Db, from: number, to: number, total: number): Promise<void> {
  const r = (salt: number) => `((g::bigint * ${MULTIPLIERS[salt]}) % 1000003 % 1000)`;
  const at = `to_char(to_timestamp(${T_END_S} - (${total} - g) * ${STEP_S}) AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const id = `'00000000-0000-4000-8000-' || lpad(to_hex(g), 12, '0')`;
  await db.run(
    `INSERT INTO traces SELECT ${columns(r, 'g', at, id)} FROM generate_series(?::int, ?::int) g`,
    [BODY, from, to],
  );
}

/** Fills the table with `total` traces; resolves with the seconds it took. */
export async function populate(db: Db, total: number): Promise<number> {
  const t0 = performance.now();
  for (let from = 1; from <= total; from += CHUNK) {
    const to = Math.min(total, from + CHUNK - 1);
    if (db.dialect === 'sqlite') {
      await db.transaction((tx) => fillSqlite(tx, from, to, total));
    } else {
      await fillPostgres(db, from, to, total);
    }
    process.stdout.write(`\r  filled ${to.toLocaleString('en')} traces`);
  }
  process.stdout.write('\n');
  await db.run(db.dialect === 'postgres' ? 'ANALYZE traces' : 'ANALYZE');
  return (performance.now() - t0) / 1000;
}

export interface QueryFigure {
  name: string;
  rows: number;
  times: Spread;
}

async function timed(repeats: number, fn: () => Promise<number>): Promise<[Spread, number]> {
  const times: number[] = [];
  let rows = 0;
  await fn(); // warm the cache: the figures are of a working studio, not a cold disk
  for (let i = 0; i < repeats; i++) {
    const t0 = performance.now();
    rows = await fn();
    times.push(performance.now() - t0);
  }
  return [spread(times), rows];
}

/** The browser's first page under each filter, a deep page, one trace, and armStats. */
export async function queryTimes(db: Db, repeats: number): Promise<QueryFigure[]> {
  const filters: [string, TraceFilter][] = [
    ['newest 50, no filter', {}],
    ['label staging', { label: 'staging' }],
    ['label production + version 3', { label: 'production', version: 3 }],
    ['arm treatment', { arm: 'treatment' }],
    ['shop shop-7', { shop: 'shop-7' }],
    ['outcome error', { outcome: 'error' }],
    ['blocked by a hook', { blocked: 'true' }],
    ['tool error', { toolError: 'true' }],
    ['slower than 10,000 ms (1%)', { slowerThan: 10_000 }],
    ['shop + outcome error + label', { shop: 'shop-3', outcome: 'error', label: 'production' }],
  ];
  const out: QueryFigure[] = [];
  for (const [name, filter] of filters) {
    const [times, rows] = await timed(repeats, async () => {
      const page = await listTraces(db, HARNESS, filter, { limit: 50 });
      return page.items.length;
    });
    out.push({ name, rows, times });
  }
  // Page 21 (rows 1,001-1,050): each page is one index range read after the cursor.
  let cursor: string | null = null;
  for (let i = 0; i < 20; i++) {
    cursor = (await listTraces(db, HARNESS, {}, { limit: 50, cursor })).nextCursor;
  }
  const deep = cursor;
  const [deepTimes, deepRows] = await timed(repeats, async () => {
    return (await listTraces(db, HARNESS, {}, { limit: 50, cursor: deep })).items.length;
  });
  out.push({ name: 'page 21 by cursor', rows: deepRows, times: deepTimes });
  const [one] = (await listTraces(db, HARNESS, {}, { limit: 1 })).items;
  const [oneTimes] = await timed(repeats, async () => {
    await getTrace(db, HARNESS, one!.id);
    return 1;
  });
  out.push({ name: 'one trace by id', rows: 1, times: oneTimes });
  const since = new Date(Date.parse('2026-12-01T00:00:00.000Z') - 86_400_000).toISOString();
  const [statTimes, groups] = await timed(Math.min(repeats, 5), async () => {
    return (await armStats(db, HARNESS, 'production', since)).length;
  });
  out.push({ name: 'armStats, production, last 24 h', rows: groups, times: statTimes });
  return out;
}
