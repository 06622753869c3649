/**
 * Schedules due at once (not a timed test):
 *
 *   npm run bench:schedules -- [--harnesses 10] [--per-harness 20] [--poll-ms 250]
 *
 * Two studio processes on one throwaway PostgreSQL cluster. First a calm run (the same
 * number of harnesses, one schedule each, nobody killed): how late a schedule fires when
 * nothing goes wrong, the yardstick. Then the storm: harnesses x per-harness schedules due
 * at the same instant, the first studio SIGKILLed 300 ms after it. Prints how late each fired
 * after its `at` (P50, P99, max) against the calm run, with the machine's load, and whether
 * every one fired exactly once (one move, one audit record each). Target: P99 < 2 s on a
 * quiet machine. Exit code 1 when exactly-once fails.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { findPostgresBin, startPostgresCluster } from '../server/db/testing/postgres-cluster';
import { killChildren } from '../server/testing/crash-studio';
import { scheduleStorm, type StormResult } from '../server/testing/schedule-storm';
import { machineLine } from './support/stats';

const { values: opts } = parseArgs({
  options: {
    harnesses: { type: 'string', default: '10' },
    'per-harness': { type: 'string', default: '20' },
    'poll-ms': { type: 'string', default: '250' },
  },
});
const harnesses = Number(opts.harnesses);
const perHarness = Number(opts['per-harness']);
const pollMs = Number(opts['poll-ms']);

const at = (xs: number[], q: number) => xs[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
const line = (name: string, r: StormResult) =>
  `| ${name} | ${r.total} | ${r.lateness.length} | ${at(r.lateness, 0.5)} | ${at(r.lateness, 0.99)} | ${r.lateness.at(-1)} |`;

async function database(adminUrl: string): Promise<string> {
  const name = `hs_bench_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

async function main(): Promise<number> {
  console.log(machineLine('schedules'));
  const bin = findPostgresBin();
  if (!bin) {
    console.log('PostgreSQL (initdb) is not installed: nothing to measure.');
    return 1;
  }
  const cluster = await startPostgresCluster(bin);
  try {
    const env = (url: string) => ({ DATABASE_URL: url, SCHEDULE_POLL_MS: String(pollMs) });
    const calm = await scheduleStorm({
      env: env(await database(cluster.url)),
      harnesses,
      perHarness: 1,
      killAfterMs: null,
    });
    const storm = await scheduleStorm({
      env: env(await database(cluster.url)),
      harnesses,
      perHarness,
    });
    console.log(`\nHow late schedules fired after their \`at\` (ms; poll every ${pollMs} ms)\n`);
    console.log('| run | schedules | fired | P50 | P99 | max |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
    console.log(line('calm: one per harness, nobody killed', calm));
    console.log(line('storm: all due at once, one of two instances SIGKILLed', storm));
    const p99 = at(storm.lateness, 0.99);
    const once = Object.values(storm.counts).every((n) => n === storm.total);
    console.log(
      `\nstorm P99 / calm P99: ${(p99 / Math.max(1, at(calm.lateness, 0.99))).toFixed(1)}x`,
    );
    console.log(`written before due: ${storm.writtenInTime}; killed by ${storm.killedBy}`);
    console.log(`exactly once (${JSON.stringify(storm.counts)}): ${once ? 'PASS' : 'FAIL'}`);
    console.log(`P99 lateness ${p99} ms < 2000 ms: ${p99 < 2_000 ? 'PASS' : 'FAIL'}`);
    console.log(machineLine('schedules (end)'));
    return once && storm.writtenInTime ? 0 : 1;
  } finally {
    killChildren();
    cluster.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    killChildren();
    process.exit(1);
  },
);
