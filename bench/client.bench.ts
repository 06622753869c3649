/**
 * Agent client benchmark (packages/client): how long a publish takes to reach every
 * client's `current()`, what `current()` costs, and the memory a client holds.
 *
 *   npm run bench:client -- [--clients 1000] [--rounds 5]
 *
 * One studio (a child process, SQLite in a temporary folder, local auth) and N clients in
 * this process, each with its own event stream; the poll is set to 10 minutes so only the
 * event path counts. A round moves the `staging` label to a new version; the time is from
 * just before the label PUT is sent to each client's `updated` event (`current()` answers
 * the new version from that moment). Run with `--expose-gc` (the npm script does) for the
 * memory figure.
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { createHarnessClient, type HarnessClient } from '../packages/client/src';
import {
  api,
  createStudio,
  HARNESS,
  killChildren,
  publish,
  removeStudio,
  startStudio,
} from '../packages/client/test/studio';
import { layeredLabel } from '../packages/client/test/layer-fixtures';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '5' },
  },
});
const N = Number(values.clients);
const ROUNDS = Number(values.rounds);
const LABEL = 'staging';

const gc = (globalThis as { gc?: () => void }).gc;
function heapAfterGc(): number {
  for (let i = 0; i < 3; i++) gc?.();
  return process.memoryUsage().heapUsed;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function main(): Promise<void> {
  console.log(
    `agent client bench: ${N} clients, ${ROUNDS} rounds; ${cpus().length} cores, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const studio = await createStudio();
  await startStudio(studio);
  const clients: HarnessClient[] = [];
  try {
    await publish(studio, 0, LABEL);
    const options = {
      baseUrl: studio.baseUrl,
      harnessId: HARNESS,
      label: LABEL,
      token: '',
      pollMs: 600_000,
      staleAfterMs: 600_000,
    };

    // Memory: heap before and after N clients have started (each holds its document).
    const before = heapAfterGc();
    for (let i = 0; i < N; i += 50) {
      const batch = Array.from({ length: Math.min(50, N - i) }, () => createHarnessClient(options));
      await Promise.all(batch.map((c) => c.start()));
      clients.push(...batch);
    }
    const after = heapAfterGc();
    const rssMb = process.memoryUsage().rss / 1e6;

    const samples: number[] = [];
    const rounds: { p50: number; p99: number; max: number }[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      // Let streams settle (a label move also triggers a refresh on every stream's `ready`).
      await new Promise((res) => setTimeout(res, 1_000));
      const times: number[] = [];
      let t0 = 0;
      let target = -1;
      const done = new Promise<void>((resolve) => {
        for (const c of clients) {
          const on = ({ version }: { version: number }) => {
            if (version !== target) return;
            times.push(performance.now() - t0);
            c.off('updated', on);
            if (times.length === clients.length) resolve();
          };
          c.on('updated', on);
        }
      });
      // The version first (not timed), then the move of the label (timed).
      await setTemperature(studio, 10 + r);
      const v = await api<{ number: number }>(studio, 'POST', '/versions', { message: `r${r}` });
      target = v.number;
      t0 = performance.now();
      await api(studio, 'PUT', `/labels/${LABEL}`, { version: target, reason: `round ${r}` });
      const timeout = setTimeout(() => {
        console.log(`round ${r}: only ${times.length}/${clients.length} updated in 60 s`);
      }, 60_000);
      await done;
      clearTimeout(timeout);
      times.sort((a, b) => a - b);
      rounds.push({ p50: pct(times, 50), p99: pct(times, 99), max: times.at(-1)! });
      samples.push(...times);
    }
    samples.sort((a, b) => a - b);

    // current(): one client, keys spread over the buckets, without and with a split.
    const one = clients[0]!;
    const keys = Array.from({ length: 1024 }, (_, i) => `viewer-${i}`);
    const perCall = (iterations: number) => {
      let sink = 0;
      const t0 = process.hrtime.bigint();
      for (let i = 0; i < iterations; i++) sink += one.current(keys[i & 1023])!.version;
      const ns = Number(process.hrtime.bigint() - t0) / iterations;
      if (sink < 0) console.log(sink);
      return ns;
    };
    perCall(100_000);
    const plainNs = perCall(1_000_000);
    const splitVersion = one.labelState()!.version;
    await publish(studio, 1000, LABEL, { version: splitVersion, percent: 30 });
    while (!one.labelState()?.split) await new Promise((r) => setTimeout(r, 20));
    perCall(50_000);
    const splitNs = perCall(300_000);
    // Viewers seen for the first time: the key is hashed (sha256) on this call.
    const fresh = Array.from({ length: 100_000 }, (_, i) => `first-seen-viewer-${i}`);
    let sink = 0;
    const f0 = process.hrtime.bigint();
    for (const key of fresh) sink += one.current(key)!.version;
    const freshNs = Number(process.hrtime.bigint() - f0) / fresh.length;
    if (sink < 0) console.log(sink);
    // A holdout, a split and three layer experiments in two layers: about half the viewers
    // get a composed document (its composition and their decision remembered).
    await layeredLabel(studio);
    while ((one.labelState()?.layers?.length ?? 0) < 3) await new Promise((r) => setTimeout(r, 20));
    perCall(50_000);
    const layersNs = perCall(300_000);

    console.log('');
    for (const [i, r] of rounds.entries()) {
      console.log(
        `round ${i + 1}: P50 ${r.p50.toFixed(1)} ms, P99 ${r.p99.toFixed(1)} ms, max ${r.max.toFixed(1)} ms`,
      );
    }
    console.log(
      `publish -> current() over ${N} clients x ${ROUNDS} rounds: P50 ${pct(samples, 50).toFixed(0)} ms, P99 ${pct(samples, 99).toFixed(0)} ms`,
    );
    console.log(
      `current(): ${plainNs.toFixed(0)} ns per call without a split, ${splitNs.toFixed(0)} ns with one for a returning viewer, ${freshNs.toFixed(0)} ns for a viewer seen the first time (the key hashed)`,
    );
    console.log(
      `current() with a holdout, a split and 3 layer experiments: ${layersNs.toFixed(0)} ns for a returning viewer`,
    );
    console.log(
      gc
        ? `memory: ${((after - before) / N / 1024).toFixed(1)} KiB of heap per client (after GC); process RSS ${rssMb.toFixed(0)} MB`
        : 'memory: run with --expose-gc (npm run bench:client) for the heap per client',
    );
  } finally {
    await Promise.all(clients.map((c) => c.close()));
    await removeStudio(studio);
    killChildren();
  }
}

/** As publish() in the client's test helper, without the label move. */
async function setTemperature(studio: Awaited<ReturnType<typeof createStudio>>, n: number) {
  const path = `${studio.baseUrl}/api/v1/harnesses/${HARNESS}/draft/entities/meta/meta`;
  const res = await fetch(path);
  const entity = (await res.json()) as { value: Record<string, unknown> };
  const put = await fetch(path, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'if-match': res.headers.get('etag')! },
    body: JSON.stringify({
      ...entity.value,
      model: { ...(entity.value.model as object), temperature: 0.005 + (n % 90) / 100 },
    }),
  });
  if (!put.ok) throw new Error(`PUT meta: HTTP ${put.status}`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    killChildren();
    process.exit(1);
  },
);
