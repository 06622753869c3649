/**
 * Runtime and preview benchmark (not a timed test):
 *
 *   npx tsx bench/runtime.bench.ts [--turns 300] [--pairs 200]
 *
 * A. The runtime's own overhead per turn of the sample harness: total turn time minus the
 *    time inside model requests and tool bindings (what is left: hooks in the sandbox,
 *    compile, argument validation, bookkeeping). Turns run through `runTurn` in this process.
 * B. Time to first token through `POST /api/v1/preview` (a studio over HTTP: token auth,
 *    SQLite, the seeded sample draft) vs straight from the model server with the same client
 *    library and the same compiled request, interleaved in one run, at two scripted
 *    first-token delays.
 *
 * The scripted model servers and the studio are child processes (`node --import tsx`, this
 * file with --serve-model / --serve-studio), as vLLM and the studio would be; the clients
 * run here. Children are killed at the end and on any failure.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import OpenAI from 'openai';
import type { ChatCompletionCreateParamsStreaming } from 'openai/resources/chat/completions';
import { compileRequest, parseHarness } from '../src/harness';
import { sampleContexts, sampleHarness } from '../src/harness/sample';
import { Runtime } from '../server/runtime/runtime';
import { readSse } from '../server/testing/sse-client';

const SELF = fileURLToPath(import.meta.url);
const USAGE =
  'Usage: npm run bench:runtime -- [--turns N] [--pairs N]\n' +
  '  (--serve-model MS and --serve-studio are the child processes it starts)';
const { values: options } = (() => {
  try {
    return parseArgs({
      options: {
        turns: { type: 'string' },
        pairs: { type: 'string' },
        'serve-model': { type: 'string' },
        'serve-studio': { type: 'boolean' },
      },
      strict: true,
    });
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    process.exit(2);
  }
})();
const arg = (name: 'turns' | 'pairs' | 'serve-model', fallback: number) => {
  const value = options[name] === undefined ? fallback : Number(options[name]);
  if (Number.isInteger(value) && value >= 0) return value;
  console.error(`--${name} takes a whole number, not "${options[name]}".\n${USAGE}`);
  process.exit(2);
};
const REPLY = '这款明前龙井豆香清甜，今晚新粉下单满299减50。还有什么想了解的尽管问！';
const QUOTE = {
  product_id: 'p-longjing-250',
  quantity: 1,
  viewer_kind: 'new',
  coupon_code: 'NEWFAN20',
};
const PLAIN_QUESTION = '龙井怎么泡？';
const PRICE_QUESTION = '新粉买一盒到手多少钱？';

// ---------------------------------------------------------------------------------------------
// Children

async function serveModel(delayMs: number): Promise<void> {
  const { call, startModelServer, text, toolCalls } =
    await import('../server/testing/model-server');
  const server = await startModelServer();
  server.setFallback((req) => {
    const last = req.body.messages?.at(-1);
    if (last?.role === 'tool')
      return text('新粉到手229元，欢迎下单！', { firstTokenDelayMs: delayMs });
    if (String(last?.content).includes('到手')) {
      return toolCalls([call('quote_final_price', QUOTE)], { firstTokenDelayMs: delayMs });
    }
    return text(REPLY, { firstTokenDelayMs: delayMs });
  });
  console.log(`READY ${server.url}`);
}

async function serveStudio(): Promise<void> {
  const { buildStudio } = await import('../server/bootstrap');
  const { loadConfig } = await import('../server/config');
  const { openDatabase } = await import('../server/db/open-database');
  const { createToken } = await import('../server/modules/tokens/token-store');
  const { listen } = await import('../server/testing/api-client');
  const dir = mkdtempSync(join(tmpdir(), 'hs-bench-'));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  const db = await openDatabase({ dataDir: dir });
  const config = loadConfig({
    ...process.env,
    HOST: '127.0.0.1',
    STUDIO_AUTH: 'token',
    SEED_SAMPLE: '1',
  });
  const studio = await buildStudio(config, db);
  await studio.deps.runtime.sandbox.whenReady();
  const server = await listen(studio);
  const { plaintext } = await createToken(db, { name: 'bench', role: 'qa' });
  // The same harness without hooks shows what the hook sandbox adds to the first token.
  const { createHarness } = await import('../server/modules/harnesses/harness-store');
  const { sampleHarness: sample } = await import('../src/harness/sample');
  await createHarness(db, { id: 'no-hooks', document: { ...sample, hooks: [] }, actor: 'bench' });
  console.log(`READY ${server.baseUrl} ${plaintext}`);
}

const children: ChildProcess[] = [];

function start(args: string[], env: Record<string, string> = {}): Promise<string[]> {
  const child = spawn(process.execPath, ['--import', 'tsx', SELF, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.startsWith('READY '));
      if (line) resolve(line.slice('READY '.length).trim().split(' '));
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

// ---------------------------------------------------------------------------------------------
// Measurements

const q = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)]!;
};
const f = (n: number) => n.toFixed(2);

/** CPU time a process has used (all its threads), from /proc; null off Linux. */
function cpuMs(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime (fields 14 and 15) in clock ticks, 100 per second on Linux.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

async function main() {
  const TURNS = arg('turns', 300);
  const PAIRS = arg('pairs', 200);
  const WARMUP = 30;
  const [[d0], [d100]] = await Promise.all([
    start(['--serve-model', '0']),
    start(['--serve-model', '100']),
  ]);
  const endpoints = [
    { name: 'default', baseUrl: d0!, model: 'test-model' },
    { name: 'slow', baseUrl: d100!, model: 'test-model' },
  ];
  const [studioUrl, token] = await start(['--serve-studio'], {
    MODEL_ENDPOINTS: JSON.stringify(endpoints),
  });
  const studioPid = children.at(-1)!.pid;
  const context = sampleContexts[0]!.context;
  const parsed = parseHarness(sampleHarness);
  if (!parsed.ok) throw new Error('the sample does not parse');
  const doc = parsed.document;

  // A. Runtime overhead per turn.
  const runtime = new Runtime({
    modelEndpoints: endpoints.map((e) => ({
      ...e,
      timeoutMs: 10_000,
      firstTokenTimeoutMs: 10_000,
    })),
    toolNetwork: { allowPrivate: false, allowedHosts: [] },
    hookWorkers: 2,
  });
  await runtime.sandbox.whenReady();
  const rowsA: string[] = [];
  for (const [name, question] of [
    ['reply only (1 model round, 4 hooks)', PLAIN_QUESTION],
    ['tool call + reply (2 rounds, fixture, 4 hooks)', PRICE_QUESTION],
  ] as const) {
    const overhead: number[] = [];
    const hooks: number[] = [];
    const total: number[] = [];
    let other = 0;
    for (let i = 0; i < WARMUP + TURNS; i++) {
      const done = await runtime.runTurn({
        doc,
        conversation: [{ role: 'user', content: question }],
        context,
      });
      if (i < WARMUP) continue;
      // A 50 ms sample hook that misses its limit on a busy machine blocks (fail_closed): count it.
      if (done.outcome !== 'reply') other++;
      overhead.push(done.timings.overheadMs);
      hooks.push(done.timings.hookMs);
      total.push(done.timings.totalMs);
    }
    rowsA.push(
      `| ${name} | ${f(q(overhead, 0.5))} | ${f(q(overhead, 0.99))} | ${f(q(hooks, 0.5))} | ${f(q(total, 0.5))} | ${other} |`,
    );
  }
  await runtime.close();

  // B. Time to first token: preview vs direct, interleaved.
  const conversation = [{ role: 'user' as const, content: PLAIN_QUESTION }];
  const body = {
    ...compileRequest(doc, context, { conversation }),
    model: 'test-model',
    stream: true,
  } as ChatCompletionCreateParamsStreaming;
  const rowsB: string[] = [];
  for (const [endpoint, url, delay, harnessId] of [
    ['default', d0!, 0, 'sample'],
    ['default', d0!, 0, 'no-hooks'],
    ['slow', d100!, 100, 'sample'],
  ] as const) {
    const direct = new OpenAI({ baseURL: url, apiKey: 'none', maxRetries: 0 });
    const directTtft = async () => {
      const t0 = performance.now();
      let first = -1;
      for await (const chunk of await direct.chat.completions.create(body)) {
        if (first < 0 && chunk.choices[0]?.delta.content) first = performance.now() - t0;
      }
      return first;
    };
    const previewTtft = async () => {
      const t0 = performance.now();
      const res = await fetch(`${studioUrl}/api/v1/preview`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          harnessId,
          source: 'draft',
          endpoint,
          conversation,
          context,
        }),
      });
      let first = -1;
      for await (const e of readSse(res, t0)) if (first < 0 && e.event === 'delta') first = e.at;
      return first;
    };
    const d: number[] = [];
    const p: number[] = [];
    let cpuBefore: number | null = null;
    for (let i = 0; i < WARMUP + PAIRS; i++) {
      if (i === WARMUP) cpuBefore = cpuMs(studioPid);
      // Alternate which goes first, so neither always runs on a just-woken machine.
      const [a, b] =
        i % 2
          ? [await directTtft(), await previewTtft()]
          : (await Promise.resolve([await previewTtft(), await directTtft()])).reverse();
      if (i < WARMUP) continue;
      d.push(a!);
      p.push(b!);
    }
    const added = q(p, 0.5) - q(d, 0.5);
    const paired = q(
      p.map((x, i) => x - d[i]!),
      0.5,
    );
    const cpuAfter = cpuMs(studioPid);
    const cpu = cpuBefore === null || cpuAfter === null ? 'n/a' : f((cpuAfter - cpuBefore) / PAIRS);
    rowsB.push(
      `| ${harnessId} | ${delay} ms | ${f(q(d, 0.5))} | ${f(q(d, 0.95))} | ${f(Math.min(...d))} | ${f(q(p, 0.5))} | ${f(q(p, 0.95))} | ${f(Math.min(...p))} | ${f(q(p, 0.5) / q(d, 0.5))} | ${f(added)} | ${f(Math.min(...p) - Math.min(...d))} | ${f(paired)} | ${cpu} | ${added < 5 ? 'PASS' : 'MISS'} |`,
    );
  }

  console.log(
    `Node ${process.version}, ${cpus().length} vCPU ${cpus()[0]?.model ?? ''}, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(`\nA. Runtime overhead per turn (${TURNS} turns after ${WARMUP} warm-up, ms)\n`);
  console.log('| turn | overhead P50 | overhead P99 | hooks P50 | total P50 | turns not `reply` |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rowsA) console.log(r);
  console.log(
    `\nB. Time to first token, ${PAIRS} interleaved pairs after ${WARMUP} warm-up (ms)\n`,
  );
  console.log(
    '| harness | scripted first-token delay | direct P50 | direct P95 | direct min | preview P50 | preview P95 | preview min | ratio P50 | added P50 | added (min vs min) | added, median of pairs | studio CPU per turn | target: added P50 < 5 ms |',
  );
  console.log(
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  );
  for (const r of rowsB) console.log(r);
}

if (options['serve-model'] !== undefined) {
  await serveModel(arg('serve-model', 0));
} else if (options['serve-studio']) {
  await serveStudio();
} else {
  const limit = setTimeout(() => {
    console.error('The benchmark took longer than 20 minutes.');
    process.exit(1);
  }, 20 * 60_000);
  try {
    await main();
  } finally {
    clearTimeout(limit);
    for (const c of children) c.kill();
  }
}
