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
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { killChildren, startChild } from './delivery/child-processes';
import { expectStatus, request } from './delivery/http-client';
import { runRounds } from './delivery/load-runner';
import { replayable, servePlain } from './delivery/plain-server';
import { summarizeProfile } from './delivery/profile-summary';
import { printReport } from './delivery/report-table';

/** The plain server is this file too, started as a child with --serve-plain. */
const SELF = fileURLToPath(import.meta.url);
const HARNESS = 'sample';
const PATH = `/api/v1/harnesses/${HARNESS}/resolved?label=production&key=viewer-1`;
/** The whole run is bounded: children are killed and the bench fails after this. */
const HARD_LIMIT_MS = 15 * 60_000;

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
    const { results, windows } = await runRounds(servers, {
      rounds,
      warmup,
      duration,
      connections,
      etag,
      studioStartedAt: studio.startedAt,
    });

    // 4. The table.
    const allMet = printReport(results);

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
