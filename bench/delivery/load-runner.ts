/**
 * The load: autocannon against each server in turn, with each server's own CPU time read
 * around the run, since req/s alone moves with whatever else the machine does.
 */
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import type { TimedWindow } from './profile-summary';

export interface Case {
  name: string;
  conditional: boolean;
}

export const CASES: Case[] = [
  { name: 'without If-None-Match (200)', conditional: false },
  { name: 'with If-None-Match (304)', conditional: true },
];

export interface Measure {
  rps: number;
  p50: number;
  p99: number;
  total: number;
  /** The server process's CPU time (user + system) per request, in µs; NaN off Linux. */
  cpuUs: number;
}

/** CPU time a process has used, in µs, from /proc (USER_HZ is 100 on Linux); NaN elsewhere. */
function cpuTimeUs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return Number.NaN;
  }
}

async function load(
  url: string,
  headers: Record<string, string>,
  expected: number,
  seconds: number,
  connections: number,
  pid: number,
): Promise<Measure> {
  const cpuBefore = cpuTimeUs(pid);
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const cpu = cpuTimeUs(pid) - cpuBefore;
  const wrong = result.requests.total - (expected === 200 ? result['2xx'] : result['3xx']);
  if (result.errors > 0 || result.timeouts > 0 || wrong > 0) {
    throw new Error(
      `${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${wrong} answers other than ${expected}`,
    );
  }
  return {
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    cpuUs: cpu / result.requests.total,
  };
}

/** A server under load: the studio or the plain baseline. */
export interface LoadTarget {
  name: string;
  url: string;
  headers: Record<string, string>;
  pid: number;
}

export interface RoundOptions {
  rounds: number;
  warmup: number;
  duration: number;
  connections: number;
  etag: string;
  /** performance.now() at the studio's spawn: the windows are on its CPU profile's clock. */
  studioStartedAt: number;
}

/**
 * Per round, each case on both servers (alternating which goes first); returns the measures
 * by `case|server` and the studio's timed windows, for the profile summary.
 */
export async function runRounds(
  servers: LoadTarget[],
  o: RoundOptions,
): Promise<{ results: Map<string, Measure[]>; windows: TimedWindow[] }> {
  const results = new Map<string, Measure[]>();
  const windows: TimedWindow[] = [];
  for (let r = 0; r < o.rounds; r++) {
    for (const c of CASES) {
      const order = r % 2 === 0 ? servers : [...servers].reverse();
      for (const s of order) {
        const headers = { ...s.headers, ...(c.conditional ? { 'if-none-match': o.etag } : {}) };
        const expected = c.conditional ? 304 : 200;
        await load(s.url, headers, expected, o.warmup, o.connections, s.pid);
        const from = performance.now() - o.studioStartedAt;
        const m = await load(s.url, headers, expected, o.duration, o.connections, s.pid);
        if (s.name === 'studio') {
          windows.push({ name: c.name, from, to: performance.now() - o.studioStartedAt });
        }
        const key = `${c.name}|${s.name}`;
        results.set(key, [...(results.get(key) ?? []), m]);
        console.log(
          `  round ${r + 1}: ${s.name.padEnd(6)} ${c.name.padEnd(28)} ${m.rps.toFixed(0).padStart(7)} req/s  ` +
            `P50 ${m.p50} ms  P99 ${m.p99} ms  CPU ${m.cpuUs.toFixed(0)} µs/request`,
        );
      }
    }
  }
  return { results, windows };
}
