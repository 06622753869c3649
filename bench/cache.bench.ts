/**
 * Cache benchmark (not a timed test): do the caches hold under load?
 *
 *   npm run bench:cache -- [--rounds 1] [--bad 10000] [--tokens 50] [--quiet 3]
 *                          [--valid-connections 8] [--bad-connections 32] [--misses 100]
 *
 * A. A burst of unknown bearer tokens beside production agents with valid ones, over HTTP
 *    against a real studio (a child process: token auth, SQLite): the valid requests' token
 *    lookups in the database, their latency (P50/P99) with the burst vs a quiet window of
 *    the same studio, and how many valid holders the burst pushed out of the cache. The
 *    baseline, in the same run: the same studio with the token map this change replaced.
 * B. N concurrent misses of one key (delivery body, preview source): loads, serialisations,
 *    and the time to serve them all vs a single miss, one shared cache vs what the old maps
 *    did (every request loading on its own).
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { percentile } from '../src/harness/evaluation/latency-stats';
import { RESOLVED, runWindow, type WindowResult } from './cache/burst';
import { concurrentMisses, type MissRow } from './cache/concurrent-misses';
import {
  killStudios,
  startStudio,
  type LookupCounts,
  type Strategy,
  type StudioChild,
} from './cache/studio-child';

const HARD_LIMIT_MS = 15 * 60_000;
/** Past every TTL: each window starts with nothing cached. */
const EXPIRE_ALL_MS = 60_000;

interface WindowRow {
  strategy: Strategy;
  window: 'quiet' | 'burst';
  result: WindowResult;
  counts: LookupCounts;
}

const ms = (v: number | null) => (v === null ? '-' : v.toFixed(2));
const median = (values: number[]) => percentile(values, 50) ?? NaN;

async function etagOf(studio: StudioChild): Promise<string> {
  const res = await fetch(studio.baseUrl + RESOLVED, {
    headers: { authorization: `Bearer ${studio.tokens[0]}` },
  });
  await res.arrayBuffer();
  const etag = res.headers.get('etag');
  if (res.status !== 200 || !etag) throw new Error(`resolve: ${res.status}, no ETag`);
  return etag;
}

async function everyAgentOnce(studio: StudioChild, etag: string): Promise<void> {
  await Promise.all(
    studio.tokens.map((t) =>
      fetch(studio.baseUrl + RESOLVED, {
        headers: { authorization: `Bearer ${t}`, 'if-none-match': etag },
      }).then((r) => r.arrayBuffer()),
    ),
  );
}

async function measureStrategy(
  strategy: Strategy,
  opts: { tokens: number; bad: number; quietMs: number; validConns: number; badConns: number },
  order: readonly ('quiet' | 'burst')[],
): Promise<WindowRow[]> {
  const studio = await startStudio(strategy, opts.tokens);
  try {
    const etag = await etagOf(studio);
    const rows: WindowRow[] = [];
    for (const window of order) {
      await studio.advance(EXPIRE_ALL_MS);
      // Every agent once, so each valid holder is cached when the window starts.
      await everyAgentOnce(studio, etag);
      await studio.counts(true);
      const result = await runWindow({
        baseUrl: studio.baseUrl,
        tokens: studio.tokens,
        etag,
        validConnections: opts.validConns,
        badRequests: window === 'burst' ? opts.bad : 0,
        badConnections: opts.badConns,
        quietMs: opts.quietMs,
      });
      // ...and once more after it: a holder looked up during the window or now was evicted.
      await everyAgentOnce(studio, etag);
      rows.push({ strategy, window, result, counts: await studio.counts(true) });
    }
    return rows;
  } finally {
    await studio.stop();
  }
}

function printBurst(rounds: WindowRow[][], tokens: number): void {
  console.log(
    '\nA. Token burst beside valid traffic (medians over rounds; "vs quiet" = same studio, no burst)\n',
  );
  console.log(
    '| token cache | window | valid requests | valid P50 ms | valid P99 ms | P50 vs quiet | P99 vs quiet | valid-token DB lookups (window + one request each after) | valid holders evicted | bad requests (req/s) | non-304 / non-401 |',
  );
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const strategy of ['old', 'new'] as const) {
    const stat = (window: string, f: (r: WindowRow) => number) =>
      median(
        rounds
          .flat()
          .filter((r) => r.strategy === strategy && r.window === window)
          .map(f),
      );
    const p = (q: number) => (r: WindowRow) => percentile(r.result.latencies, q) ?? NaN;
    for (const window of ['quiet', 'burst'] as const) {
      const s = (f: (r: WindowRow) => number) => stat(window, f);
      const rate = s((r) => (r.result.badRequests * 1000) / r.result.ms);
      console.log(
        `| ${strategy === 'old' ? 'old map (baseline)' : 'lru-cache'} | ${window} | ${s((r) => r.result.latencies.length)} | ${ms(s(p(50)))} | ${ms(s(p(99)))} | ${(s(p(50)) / stat('quiet', p(50))).toFixed(2)} | ${(s(p(99)) / stat('quiet', p(99))).toFixed(2)} | ${s((r) => r.counts.valid)} | ${s((r) => r.counts.validDistinct)} of ${tokens} | ${window === 'burst' ? `${s((r) => r.result.badRequests)} (${rate.toFixed(0)})` : '-'} | ${s((r) => r.result.validFailures)} / ${s((r) => r.result.badFailures)} |`,
      );
    }
  }
}

function printMisses(rows: MissRow[]): void {
  console.log(`\nB. ${rows[0]?.requests ?? 0} concurrent misses of one key\n`);
  console.log(
    '| key: load | cache | loads | serialisations | all served ms | one miss ms | all / one |',
  );
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    console.log(
      `| ${r.what} | ${r.strategy === 'before' ? 'a cache per request (old maps)' : 'one shared LoadingCache'} | ${r.loads} | ${r.serialisations ?? '-'} | ${ms(r.ms)} | ${ms(r.singleMs)} | ${(r.ms / r.singleMs).toFixed(1)} |`,
    );
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      rounds: { type: 'string', default: '1' },
      bad: { type: 'string', default: '10000' },
      tokens: { type: 'string', default: '50' },
      quiet: { type: 'string', default: '3' },
      'valid-connections': { type: 'string', default: '8' },
      'bad-connections': { type: 'string', default: '32' },
      misses: { type: 'string', default: '100' },
    },
  });
  const opts = {
    tokens: Number(values.tokens),
    bad: Number(values.bad),
    quietMs: Number(values.quiet) * 1000,
    validConns: Number(values['valid-connections']),
    badConns: Number(values['bad-connections']),
  };
  const rounds = Number(values.rounds);
  console.log(
    `Cache benchmark: ${rounds} round(s); ${opts.bad} bad tokens over ${opts.badConns} connections, ` +
      `${opts.tokens} valid tokens over ${opts.validConns} connections, quiet window ${values.quiet} s`,
  );
  console.log(
    `Node ${process.version}, ${cpus().length} x ${cpus()[0]?.model ?? 'CPU'}, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const all: WindowRow[][] = [];
  for (let i = 0; i < rounds; i++) {
    // Alternate which strategy and which window go first, so drift hits both alike.
    const strategies: Strategy[] = i % 2 === 0 ? ['old', 'new'] : ['new', 'old'];
    const order = i % 2 === 0 ? (['quiet', 'burst'] as const) : (['burst', 'quiet'] as const);
    const round: WindowRow[] = [];
    for (const s of strategies) round.push(...(await measureStrategy(s, opts, order)));
    all.push(round);
  }
  printBurst(all, opts.tokens);
  printMisses(await concurrentMisses(Number(values.misses)));
  console.log(
    `\nload at the end ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
}

const guard = setTimeout(() => {
  console.error('The benchmark took too long; stopping.');
  killStudios();
  process.exit(1);
}, HARD_LIMIT_MS);
guard.unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    killStudios();
    process.exit(130);
  });
}
main()
  .catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => killStudios());
