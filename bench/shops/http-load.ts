/**
 * Delivery under load over HTTP: the single-shop path (no `shop`, what every agent polled
 * before shops) against random shops of the base, with the server's CPU time per request
 * read from /proc around each run (req/s alone moves with the rest of the machine).
 */
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  cpuUs: number;
}

function cpuTimeUs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

export async function load(options: {
  baseUrl: string;
  pid: number;
  path: () => string;
  seconds: number;
  connections: number;
}): Promise<Load> {
  const cpu0 = cpuTimeUs(options.pid);
  const result = await autocannon({
    url: options.baseUrl,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => ({ ...req, path: options.path() }),
      },
    ],
  });
  const cpu = cpuTimeUs(options.pid) - cpu0;
  if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0) {
    throw new Error(
      `${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
    );
  }
  return {
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuUs: cpu / result.requests.total,
  };
}

/** Requests every path once (autocannon, `connections` at a time); returns the seconds it took. */
export async function warm(baseUrl: string, paths: string[], connections = 10): Promise<number> {
  const t0 = performance.now();
  let next = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: Math.min(connections, paths.length),
    amount: paths.length,
    requests: [
      { method: 'GET', setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`warming: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return (performance.now() - t0) / 1_000;
}

export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}
