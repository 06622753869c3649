/**
 * Delivery benchmark: `GET /api/v1/harnesses/{id}/resolved` (what production agents poll),
 * with and without `If-None-Match`, side by side with a plain Node `http` server returning
 * the same bytes and headers. Target: the studio serves at least half the plain server's
 * requests per second.
 *
 *   npx tsx bench/delivery.bench.ts [--duration 10] [--warmup 2] [--connections 10]
 *                                   [--rounds 1] [--auth local|token] [--profile]
 *
 * Both servers are child processes started the same way (`node --import tsx ...`) on
 * loopback; autocannon runs in this process. `--rounds N` repeats the four cases N times
 * (alternating which server goes first) and reports the median round. `--auth token` runs
 * the studio with bearer tokens, as production agents would call it (the token is made
 * through the API of a local-mode studio first; the plain server checks nothing).
 * `--profile` writes a V8 CPU profile of the studio and prints where its time went during
 * the timed runs. It also prints each server's CPU time per request, read from /proc.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SELF = fileURLToPath(import.meta.url);
const HARNESS = 'sample';
const PATH = `/api/v1/harnesses/${HARNESS}/resolved?label=production&key=viewer-1`;
/** The whole run is bounded: children are killed and the bench fails after this. */
const HARD_LIMIT_MS = 15 * 60_000;

// ---------------------------------------------------------------------------------------------
// The plain server (this file, started as a child with --serve-plain)

interface PlainResponse {
  status: number;
  headers: Record<string, string>;
  /** base64, so the bytes are replayed exactly. */
  body: string;
}

/** Serves fixed bytes and headers; 304 when If-None-Match matches, like the studio. */
function servePlain(): void {
  const spec = JSON.parse(readFileSync(process.env.PLAIN_SPEC!, 'utf8')) as {
    etag: string;
    ok: PlainResponse;
    notModified: PlainResponse;
  };
  const okBody = Buffer.from(spec.ok.body, 'base64');
  const okHeaders = { ...spec.ok.headers, 'content-length': String(okBody.length) };
  const server = createServer((req, res) => {
    const inm = req.headers['if-none-match'];
    if (inm && inm.split(',').some((t) => t.trim() === spec.etag || t.trim() === '*')) {
      res.writeHead(304, spec.notModified.headers);
      res.end();
      return;
    }
    res.writeHead(200, okHeaders);
    res.end(okBody);
  });
  server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('plain server ready'));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

// ---------------------------------------------------------------------------------------------
// Children

const children = new Set<ChildProcess>();

function killChildren(): void {
  for (const child of children) {
    try {
      if (child.pid !== undefined) process.kill(child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

interface Child {
  child: ChildProcess;
  /** performance.now() at the spawn. */
  startedAt: number;
  baseUrl: string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** `node [flags] --import tsx <script>` on a free loopback port; ready when `readyPath` answers. */
async function startChild(
  script: string,
  args: string[],
  env: Record<string, string>,
  readyPath: string,
  nodeFlags: string[] = [],
): Promise<Child> {
  const port = await freePort();
  const startedAt = performance.now();
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      children.delete(child);
      resolve(code);
    }),
  );
  let dead = false;
  void exited.then(() => (dead = true));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (dead) throw new Error(`${script} exited before it was ready:\n${output}`);
    if (Date.now() > deadline) throw new Error(`${script} did not start in time:\n${output}`);
    try {
      const res = await fetch(baseUrl + readyPath, { signal: AbortSignal.timeout(1_000) });
      await res.arrayBuffer();
      if (res.status < 500) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    child,
    startedAt,
    baseUrl,
    async stop() {
      child.kill('SIGTERM');
      const code = await exited;
      if (code !== 0) console.warn(`${script} exited with ${code}:\n${output}`);
    },
  };
}

async function request(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Headers; text: string; bytes: Buffer }> {
  const res = await fetch(baseUrl + path, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, text: bytes.toString('utf8'), bytes };
}

async function expectStatus<R extends { status: number; text: string }>(
  what: string,
  res: Promise<R>,
  status: number,
): Promise<R> {
  const r = await res;
  if (r.status !== status)
    throw new Error(`${what}: expected ${status}, got ${r.status} ${r.text}`);
  return r;
}

// Hop-by-hop and per-response headers: the plain server's own Node http sets these.
const NOT_REPLAYED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

function replayable(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (!NOT_REPLAYED.has(name) && name !== 'content-length') out[name] = value;
  });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Load

interface Case {
  name: string;
  conditional: boolean;
}

const CASES: Case[] = [
  { name: 'without If-None-Match (200)', conditional: false },
  { name: 'with If-None-Match (304)', conditional: true },
];

interface Measure {
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

function median<T>(list: T[], by: (t: T) => number): T {
  const sorted = [...list].sort((a, b) => by(a) - by(b));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

// ---------------------------------------------------------------------------------------------
// CPU profile summary

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** A timed run against the studio, in ms since the studio process was spawned. */
interface Window {
  name: string;
  from: number;
  to: number;
}

/** Where a URL's code comes from: a package, node internals, or our server / core. */
function area(url: string): string {
  if (!url) return '(V8: GC, native, program)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const ours = /\/(server|src)\/(.+)$/.exec(url);
  if (ours) return `${ours[1]}/${ours[2]}`;
  return url;
}

function frameName(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  return `${functionName || '(anonymous)'}${url ? ` ${area(url)}:${lineNumber + 1}` : ''}`;
}

/**
 * Self time by area and by function, and inclusive time of the functions on the stack, for
 * the samples inside each window (idle excluded). Windows are shrunk by 250 ms at each end:
 * the profile's clock starts a little after the spawn.
 */
function summarizeProfile(file: string, windows: Window[]): void {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const times: number[] = [];
  let t = 0;
  for (const d of profile.timeDeltas) times.push((t += d) / 1000);
  for (const name of [...new Set(windows.map((w) => w.name))]) {
    const mine = windows.filter((w) => w.name === name);
    const inside = (ms: number) => mine.some((w) => ms >= w.from + 250 && ms <= w.to - 250);
    const selfByArea = new Map<string, number>();
    const selfByFn = new Map<string, number>();
    const inclusive = new Map<string, number>();
    let busy = 0;
    let wall = 0;
    for (const w of mine) wall += Math.max(0, w.to - w.from - 500) * 1000;
    profile.samples.forEach((id, i) => {
      const us = profile.timeDeltas[i + 1] ?? 0;
      if (!inside(times[i]!)) return;
      const node = byId.get(id)!;
      if (node.callFrame.functionName === '(idle)') return;
      busy += us;
      const add = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + us);
      add(selfByArea, area(node.callFrame.url));
      add(selfByFn, frameName(node));
      const seen = new Set<string>();
      for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
        const f = frameName(byId.get(n)!);
        if (!seen.has(f)) add(inclusive, f);
        seen.add(f);
      }
    });
    const top = (m: Map<string, number>, n: number, skip = /^$/) =>
      [...m.entries()]
        .filter(([k]) => !skip.test(k))
        .sort((x, y) => y[1] - x[1])
        .slice(0, n)
        .map(([k, us]) => `    ${((100 * us) / busy).toFixed(1).padStart(5)}%  ${k}`)
        .join('\n');
    console.log(
      `\nStudio CPU profile, ${name}: busy ${((100 * busy) / wall).toFixed(0)}% of the timed wall time; shares of busy time:`,
    );
    console.log('  Self time by area:\n' + top(selfByArea, 14));
    console.log('  Self time by function:\n' + top(selfByFn, 20));
    console.log(
      '  Inclusive time (ours and the frameworks):\n' +
        top(
          inclusive,
          30,
          /^\((root|program|garbage collector)\)|processTicksAndRejections|runMicrotasks|^\(anonymous\) node:/,
        ),
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Main

async function main(): Promise<void> {
  const { values: opts } = parseArgs({
    options: {
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '2' },
      connections: { type: 'string', default: '10' },
      rounds: { type: 'string', default: '1' },
      auth: { type: 'string', default: 'local' },
      profile: { type: 'boolean', default: false },
    },
  });
  const duration = Number(opts.duration);
  const warmup = Number(opts.warmup);
  const connections = Number(opts.connections);
  const rounds = Number(opts.rounds);
  const auth = opts.auth === 'token' ? 'token' : 'local';

  const dir = mkdtempSync(join(tmpdir(), 'hs-delivery-bench-'));
  const profileDir = join(dir, 'profile');
  const guard = setTimeout(() => {
    console.error('The benchmark took too long; stopping.');
    killChildren();
    process.exit(1);
  }, HARD_LIMIT_MS);
  try {
    // 1. Set up in a local-mode studio: version 1 in production (and a token, for --auth token).
    const data = join(dir, 'data');
    const setup = await startChild(
      'server/main.ts',
      [],
      { DATA_DIR: data, STUDIO_AUTH: 'local', SEED_SAMPLE: '1' },
      '/api/v1/health',
    );
    const call = (method: string, path: string, body?: unknown) =>
      request(setup.baseUrl, method, `/api/v1${path}`, { body });
    await expectStatus(
      'create version 1',
      call('POST', `/harnesses/${HARNESS}/versions`, { message: 'bench' }),
      201,
    );
    await expectStatus(
      'move production',
      call('PUT', `/harnesses/${HARNESS}/labels/production`, {
        version: 1,
        reason: 'delivery benchmark',
        // The seeded sample has a suite, so production is gated; no model runs here.
        override: { reason: 'delivery benchmark: measures serving, not answers' },
      }),
      200,
    );
    const authHeaders: Record<string, string> = {};
    if (auth === 'token') {
      const created = await expectStatus(
        'create a token',
        call('POST', '/tokens', { name: 'delivery-bench', role: 'qa' }),
        201,
      );
      const { plaintext } = JSON.parse(created.text) as { plaintext: string };
      authHeaders.authorization = `Bearer ${plaintext}`;
    }
    await setup.stop();

    // The measured studio: a fresh process on that data (profiled when asked).
    const studio = await startChild(
      'server/main.ts',
      [],
      { DATA_DIR: data, STUDIO_AUTH: auth, SEED_SAMPLE: '1' },
      '/api/v1/health',
      opts.profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    );
    const ok = await expectStatus(
      'resolve',
      request(studio.baseUrl, 'GET', PATH, { headers: authHeaders }),
      200,
    );
    const etag = ok.headers.get('etag');
    if (!etag) throw new Error('The delivery endpoint sent no ETag.');
    const notModified = await expectStatus(
      'resolve with If-None-Match',
      request(studio.baseUrl, 'GET', PATH, { headers: { ...authHeaders, 'if-none-match': etag } }),
      304,
    );

    // 2. The plain server, with the same bytes and headers.
    const spec = join(dir, 'plain.json');
    writeFileSync(
      spec,
      JSON.stringify({
        etag,
        ok: { status: 200, headers: replayable(ok.headers), body: ok.bytes.toString('base64') },
        notModified: { status: 304, headers: replayable(notModified.headers), body: '' },
      }),
    );
    const plain = await startChild(SELF, ['--serve-plain'], { PLAIN_SPEC: spec }, PATH);
    const same = (a: Headers, b: Headers) =>
      JSON.stringify(replayable(a)) === JSON.stringify(replayable(b));
    const check = await request(plain.baseUrl, 'GET', PATH);
    if (!check.bytes.equals(ok.bytes) || !same(check.headers, ok.headers)) {
      throw new Error('The plain server does not send the same bytes and headers.');
    }
    const check304 = await request(plain.baseUrl, 'GET', PATH, {
      headers: { 'if-none-match': etag },
    });
    if (check304.status !== 304 || !same(check304.headers, notModified.headers)) {
      throw new Error('The plain server does not answer 304 like the studio.');
    }

    console.log(
      `Delivery benchmark: ${ok.bytes.length} bytes, ETag ${etag}, auth ${auth}; ` +
        `${connections} connections, ${warmup} s warm-up + ${duration} s per case, ${rounds} round(s)`,
    );
    console.log(
      `Node ${process.version}, ${cpus().length} x ${cpus()[0]?.model ?? 'CPU'}, load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}\n`,
    );

    // 3. Load: per round, each case on both servers (alternating which goes first).
    const servers = [
      { name: 'studio', url: studio.baseUrl + PATH, headers: authHeaders, pid: studio.child.pid! },
      {
        name: 'plain',
        url: plain.baseUrl + PATH,
        headers: {} as Record<string, string>,
        pid: plain.child.pid!,
      },
    ];
    const results = new Map<string, Measure[]>();
    const windows: Window[] = [];
    for (let r = 0; r < rounds; r++) {
      for (const c of CASES) {
        const order = r % 2 === 0 ? servers : [...servers].reverse();
        for (const s of order) {
          const headers = { ...s.headers, ...(c.conditional ? { 'if-none-match': etag } : {}) };
          const expected = c.conditional ? 304 : 200;
          await load(s.url, headers, expected, warmup, connections, s.pid);
          const from = performance.now() - studio.startedAt;
          const m = await load(s.url, headers, expected, duration, connections, s.pid);
          if (s.name === 'studio') {
            windows.push({ name: c.name, from, to: performance.now() - studio.startedAt });
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

    // 4. The table: median round per server; the ratio is the median of the rounds' ratios
    // (each round's two runs are back to back, so they saw the same machine load).
    const rows: string[] = [
      '| case | studio req/s | plain req/s | studio / plain | studio P50 / P99 (ms) | plain P50 / P99 (ms) | CPU µs/request studio / plain | CPU ratio plain / studio | target 0.5 |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ];
    let allMet = true;
    for (const c of CASES) {
      const studioRuns = results.get(`${c.name}|studio`)!;
      const plainRuns = results.get(`${c.name}|plain`)!;
      const st = median(studioRuns, (m) => m.rps);
      const pl = median(plainRuns, (m) => m.rps);
      const perRound = (f: (s: Measure, p: Measure) => number) =>
        median(
          studioRuns.map((m, i) => f(m, plainRuns[i]!)),
          (x) => x,
        );
      const ratio = perRound((s, p) => s.rps / p.rps);
      const cpuRatio = perRound((s, p) => p.cpuUs / s.cpuUs);
      const cpu = (runs: Measure[]) => median(runs, (m) => m.cpuUs).cpuUs.toFixed(0);
      allMet &&= ratio >= 0.5;
      rows.push(
        `| ${c.name} | ${st.rps.toFixed(0)} | ${pl.rps.toFixed(0)} | ${ratio.toFixed(2)} | ` +
          `${st.p50} / ${st.p99} | ${pl.p50} / ${pl.p99} | ${cpu(studioRuns)} / ${cpu(plainRuns)} | ` +
          `${cpuRatio.toFixed(2)} | ${ratio >= 0.5 ? 'MET' : 'MISSED'} |`,
      );
    }
    console.log(`\n${rows.join('\n')}\n`);
    console.log(allMet ? 'Target met in every case.' : 'Target missed in at least one case.');
    console.log(
      "CPU µs/request is the server process's own CPU time per answer (from /proc): unlike " +
        'req/s it depends little on what else the machine runs. The CPU ratio is the ' +
        'throughput ratio the two would reach if each had a core of its own and the load ' +
        'generator were not the bottleneck.',
    );

    await plain.stop();
    await studio.stop();
    if (opts.profile) {
      const [file] = readdirSync(profileDir).filter((f) => f.endsWith('.cpuprofile'));
      if (file) summarizeProfile(join(profileDir, file), windows);
      else console.warn('No CPU profile was written.');
    }
    process.exitCode = allMet ? 0 : 1;
  } finally {
    clearTimeout(guard);
    killChildren();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--serve-plain')) {
  servePlain();
} else {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      killChildren();
      process.exit(130);
    });
  }
  main().catch((err: unknown) => {
    console.error(err);
    killChildren();
    process.exit(1);
  });
}
