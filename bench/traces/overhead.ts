/**
 * What trace capture adds to the agent endpoint's first token: two harnesses identical but
 * for `settings.traces.sampleRate` (1: every turn captured; 0: none), served by one studio,
 * asked in alternating order in the same run, so load and warm-up touch both sides alike.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { sampleContexts, sampleHarness } from '../../src/harness/sample';
import { startChild, stopChildren } from '../runtime/children';
import { target, type Setup, type Timed } from '../runtime/client';

const RUNTIME_BENCH = fileURLToPath(new URL('../runtime.bench.ts', import.meta.url));

export interface Spread {
  p50: number;
  p95: number;
  mean: number;
}

export function spread(values: number[]): Spread {
  const s = [...values].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)] ?? NaN;
  return { p50: at(0.5), p95: at(0.95), mean: s.reduce((a, b) => a + b, 0) / s.length };
}

export interface Overhead {
  on: Spread;
  off: Spread;
  /** Per round, capture-on minus capture-off first token (paired, same round). */
  paired: Spread;
  written: number;
  dropped: number;
}

export async function captureOverhead(rounds: number, warmup: number): Promise<Overhead> {
  const model = await startChild(RUNTIME_BENCH, ['--serve-model', '0']);
  const { buildStudio } = await import('../../server/bootstrap');
  const { loadConfig } = await import('../../server/config');
  const { openDatabase } = await import('../../server/db/open-database');
  const { createToken } = await import('../../server/modules/tokens/token-store');
  const { createHarness } = await import('../../server/modules/harnesses/harness-store');
  const { createVersion } = await import('../../server/modules/versions/version-store');
  const { moveLabel } = await import('../../server/modules/labels/label-store');
  const { createStudioServer } = await import('../../server/http/create-server');
  const dir = mkdtempSync(join(tmpdir(), 'hs-traces-bench-'));
  const db = await openDatabase({ dataDir: dir });
  const config = loadConfig({
    HOST: '127.0.0.1',
    STUDIO_AUTH: 'token',
    SEED_SAMPLE: '0',
    MODEL_ENDPOINTS: JSON.stringify([
      {
        name: 'default',
        baseUrl: model.ready[0],
        model: 'test-model',
        firstTokenTimeoutMs: 10_000,
        timeoutMs: 30_000,
      },
    ]),
  });
  const studio = await buildStudio(config, db);
  await studio.deps.runtime.sandbox.whenReady();
  const server = createStudioServer(studio.app, studio.deps);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const { plaintext } = await createToken(db, { name: 'bench', role: 'qa' });
    for (const [id, sampleRate] of [
      ['trace-on', 1],
      ['trace-off', 0],
    ] as const) {
      const document = {
        ...sampleHarness,
        settings: { ...sampleHarness.settings, traces: { sampleRate } },
      };
      await createHarness(db, { id, document, actor: 'bench' });
      await createVersion(db, id, { message: 'bench', actor: 'bench' });
      await moveLabel(db, id, 'production', { version: 1, reason: 'bench', actor: 'bench' });
    }
    const setup: Setup = {
      studioUrl: `http://127.0.0.1:${port}`,
      token: plaintext,
      modelUrl: {},
      docs: {},
      context: sampleContexts[0]!.context,
    };
    const on = target(setup, 'agent', 'trace-on', 0);
    const off = target(setup, 'agent', 'trace-off', 0);
    const firsts = { on: [] as number[], off: [] as number[], paired: [] as number[] };
    const check = (t: Timed) => {
      if (t.status !== 200 || t.firstMs < 0)
        throw new Error(`a turn failed: ${t.status} ${t.text}`);
      return t.firstMs;
    };
    for (let i = 0; i < warmup + rounds; i++) {
      // Alternate which side goes first, so neither always follows the other's flush.
      const [a, b] = i % 2 === 0 ? [on, off] : [off, on];
      const first = check(await a.send('龙井怎么泡？'));
      const second = check(await b.send('龙井怎么泡？'));
      if (i < warmup) continue;
      const onMs = a === on ? first : second;
      const offMs = a === on ? second : first;
      firsts.on.push(onMs);
      firsts.off.push(offMs);
      firsts.paired.push(onMs - offMs);
    }
    await studio.deps.traceCapture.flush();
    const stats = studio.deps.traceCapture.stats();
    return {
      on: spread(firsts.on),
      off: spread(firsts.off),
      paired: spread(firsts.paired),
      written: stats.written,
      dropped: stats.dropped,
    };
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await studio.close();
    await db.close();
    await stopChildren();
    rmSync(dir, { recursive: true, force: true });
  }
}
