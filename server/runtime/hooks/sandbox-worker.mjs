// The hook sandbox thread. Plain JavaScript on purpose: a worker thread has no TypeScript
// loader, and registering one costs about a second per start, while a worker killed on
// time-out must be replaced quickly. Its messages are typed in sandbox-protocol.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { newQuickJSWASMModule } from 'quickjs-emscripten';
import {
  blankContext,
  callHook,
  compileHook,
  disposeContext,
  hostAmountsReader,
  hostMatcher,
  plainContextBytes,
} from './sandbox-context.mjs';

// A hardened context (sandbox-lockdown.mjs) runs every call of one hook source: a new
// context per call cost more than most hooks' own run. Contexts are kept per source, the
// least recently used let go past this many.
const CACHED = 32;
/** Blank hardened contexts kept ready, so a new source does not wait for one. */
const PREPARED = 2;

const QuickJS = await newQuickJSWASMModule();
const host = {
  match: hostMatcher(workerData.matcher),
  amounts: hostAmountsReader(workerData.amounts),
};
const plainBytes = plainContextBytes(QuickJS);
const prepare = () => blankContext(QuickJS, host, workerData);

/** Source number (batch-message.ts) -> its context, least recently used first. */
const cache = new Map();
/** Source number -> source, as the pool sent them. */
const sources = new Map();
const prepared = [];

function drop(sandbox) {
  try {
    disposeContext(sandbox);
    return true;
  } catch {
    return false;
  }
}

/** The context for a job's source: its own if cached, else a blank one given the source. */
function contextFor(job) {
  const cached = cache.get(job.sourceId);
  if (cached) {
    cache.delete(job.sourceId);
    cache.set(job.sourceId, cached);
    return { sandbox: cached, failed: null };
  }
  if (typeof job.source !== 'string') throw new Error('a hook source never arrived');
  const sandbox = prepared.shift() ?? prepare();
  const failed = compileHook(sandbox, job, plainBytes);
  if (failed === null) cache.set(job.sourceId, sandbox);
  return { sandbox, failed };
}

/**
 * Runs one job; a host-side failure means this thread must go. A failed call's context is
 * dropped (it may have been stopped half-way); a memory failure in a context that ran
 * before runs once more in a new one, so garbage of earlier calls never counts against a
 * hook's limit.
 */
function execute(job) {
  try {
    const { sandbox, failed } = contextFor(job);
    if (failed !== null) return { reply: failed, healthy: drop(sandbox) };
    const reused = sandbox.calls > 0;
    const reply = callHook(sandbox, job, plainBytes);
    // Promise jobs never run: a context holding one is not used again.
    if (reply.ok && !sandbox.runtime.hasPendingJob()) return { reply, healthy: true };
    cache.delete(job.sourceId);
    if (!drop(sandbox)) return { reply, healthy: false };
    return reused && reply.kind === 'memory' ? execute(job) : { reply, healthy: true };
  } catch (err) {
    const message = `The sandbox failed: ${err?.message ?? err}`;
    return { reply: { ok: false, kind: 'crash', message }, healthy: false };
  }
}

// The first calls of a new engine are slow (its WebAssembly is still being compiled):
// pay for them here, not out of a hook's time limit.
const WARM_UP = {
  sourceId: -1,
  source:
    'function hook(c) { return { action: "continue", n: [c.a].length, m: c.matchBannedWords("x").length, p: c.amounts("满300减五十，到手二百一十九元").length }; }',
  input: '{"a":[1,"x"],"bannedWords":["y"]}',
  timeoutMs: 5_000,
  memoryLimitBytes: 8 << 20,
};
for (let i = 0; i < 5; i++) execute(WARM_UP);
for (const sandbox of cache.values()) drop(sandbox);
cache.clear();
while (prepared.length < PREPARED) prepared.push(prepare());

// What this thread runs now, for the pool's watchdog (it may have sent the next job already):
// the job's id (0 between jobs) and when it started, in ms after the pool's epoch.
const { progress, epoch } = workerData;

// After answering, one blank context is made per turn of this thread's event loop (a batch
// arriving meanwhile waits for one, not all; one takes about 5-15 ms), and contexts past
// CACHED are freed.
let refilling = false;
function refillStep() {
  try {
    while (cache.size > CACHED) {
      const [oldest, gone] = cache.entries().next().value;
      cache.delete(oldest);
      if (!drop(gone)) process.exit(1);
    }
    if (prepared.length < PREPARED) prepared.push(prepare());
  } catch {
    process.exit(1);
  }
  if (prepared.length < PREPARED) setImmediate(refillStep);
  else refilling = false;
}
function refill() {
  if (refilling || (prepared.length >= PREPARED && cache.size <= CACHED)) return;
  refilling = true;
  setImmediate(refillStep);
}

// A message is a batch: jobs started together (the hooks of one event), run one after
// another, each under its own limits, and answered in one message: one thread wake-up each
// way for the batch, not one per hook.
parentPort.on('message', (batch) => {
  if (batch.forget) sources.clear();
  for (const [id, source] of batch.sources) sources.set(id, source);
  const results = [];
  let healthy = true;
  for (const sent of batch.jobs) {
    const job = { ...sent, source: sources.get(sent.sourceId), input: batch.inputs[sent.input] };
    Atomics.store(progress, 1, Date.now() - epoch);
    Atomics.store(progress, 0, job.id);
    const started = performance.now();
    const ran = execute(job);
    const durationMs = performance.now() - started;
    // Between two jobs the watchdog waits (a finished job's start is no deadline).
    Atomics.store(progress, 0, 0);
    results.push({ id: job.id, durationMs, ...ran.reply });
    // A host-side failure: this thread goes; the jobs after it never ran (the pool sends
    // them again on another thread).
    if (!(healthy = ran.healthy)) break;
  }
  parentPort.postMessage({ type: 'results', results });
  if (!healthy) process.exit(1);
  refill();
});
parentPort.postMessage({ type: 'ready' });
