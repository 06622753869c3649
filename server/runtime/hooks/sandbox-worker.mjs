// The hook sandbox thread. Plain JavaScript on purpose: a worker thread has no TypeScript
// loader, and registering one costs about a second per start, while a worker killed on
// time-out must be replaced quickly. Its messages are typed in sandbox-protocol.ts.
import { parentPort, workerData } from 'node:worker_threads';
import {
  DefaultIntrinsics,
  newQuickJSWASMModule,
  shouldInterruptAfterDeadline,
} from 'quickjs-emscripten';

const STACK_BYTES = 256 * 1024;

// A hook is one synchronous function over JSON: it needs no Promise, Proxy or typed arrays,
// and a context without them is made in half the time (a new one is made for every call).
const INTRINSICS = { ...DefaultIntrinsics, Promise: false, Proxy: false, TypedArrays: false };

// Captures the engine's own JSON (and eval) before the hook's source runs, so a hook that
// replaces JSON.parse or JSON.stringify cannot change how its input is read or its output
// written. The helpers (the core's HOOK_HELPERS_SOURCE, from the pool) are plain code inside
// the sandbox, no host function or object. They are compiled on a hook's first call of one,
// not for every context: compiling them took about half of a fresh context's cost, and most
// hooks never call them; a hook whose source names them gets a context where they were
// compiled beforehand (the runner called with null), off its path. The stub reads
// ctx.bannedWords when called, as the helper does.
const RUNNER = `(function (parse, stringify, indirectEval, helpersSource) {
  var withHelpers = null;
  function install(ctx) {
    var real = null;
    ctx.matchBannedWords = function (text, words, allow) {
      if (real === null) {
        withHelpers = withHelpers || indirectEval(helpersSource);
        var holder = { get bannedWords() { return ctx.bannedWords; } };
        real = withHelpers(holder).matchBannedWords;
      }
      return real(text, words, allow);
    };
    return ctx;
  }
  return function (input) {
    if (input === null) {
      withHelpers = withHelpers || indirectEval(helpersSource);
      return undefined;
    }
    if (typeof hook !== 'function') throw new TypeError('The source must define function hook(ctx).');
    var out = hook(install(parse(input)));
    if (out === undefined) return undefined;
    var text = stringify(out);
    if (typeof text !== 'string') throw new TypeError('The hook returned a value that is not JSON.');
    return text;
  };
})(JSON.parse, JSON.stringify, eval, ${JSON.stringify(workerData.helpers)})`;

/** Contexts kept prepared: a job waiting behind another need not wait for a fresh one. */
const PREPARED = 2;
/** A job whose source names the helpers gets a context with them compiled. */
const usesHelpers = (job) => job.source.includes('matchBannedWords');

const QuickJS = await newQuickJSWASMModule();

/**
 * A fresh runtime and context with the runner in place, made before the job arrives so
 * the call does not wait for it.
 */
function prepare(helpers = false) {
  const runtime = QuickJS.newRuntime();
  runtime.setMaxStackSize(STACK_BYTES);
  const vm = runtime.newContext({ intrinsics: INTRINSICS });
  const runner = vm.unwrapResult(vm.evalCode(RUNNER, 'runner.js'));
  if (helpers) vm.unwrapResult(vm.callFunction(runner, vm.undefined, vm.null)).dispose();
  return { runtime, vm, runner };
}

function readProp(vm, handle, key) {
  try {
    const prop = vm.getProp(handle, key);
    const value = vm.typeof(prop) === 'string' ? vm.getString(prop) : undefined;
    prop.dispose();
    return value;
  } catch {
    return undefined;
  }
}

/** Classifies what the hook threw; never runs the hook's code (no dump, no toString). */
function failure(vm, handle, deadline) {
  let name;
  let message;
  if (vm.typeof(handle) === 'string') message = vm.getString(handle);
  else if (vm.typeof(handle) === 'object') {
    name = readProp(vm, handle, 'name');
    message = readProp(vm, handle, 'message');
  }
  if (message === 'interrupted' || (message === undefined && Date.now() >= deadline)) {
    return { ok: false, kind: 'timeout', message: 'The hook ran past its time limit.' };
  }
  if (message === 'out of memory') {
    return { ok: false, kind: 'memory', message: 'The hook ran out of its memory limit.' };
  }
  if (message === 'stack overflow') {
    return { ok: false, kind: 'stack', message: 'The hook recursed too deeply (stack limit).' };
  }
  const text = message === undefined ? 'The hook threw a value that is not an error.' : message;
  return { ok: false, kind: 'error', message: name ? `${name}: ${text}` : text };
}

function run(sandbox, job) {
  const { runtime, vm, runner } = sandbox;
  const deadline = Date.now() + job.timeoutMs;
  runtime.setMemoryLimit(job.memoryLimitBytes);
  runtime.setInterruptHandler(shouldInterruptAfterDeadline(deadline));
  const defined = vm.evalCode(job.source, 'hook.js');
  if (defined.error) {
    const out = failure(vm, defined.error, deadline);
    defined.error.dispose();
    return out;
  }
  defined.value.dispose();
  const input = vm.newString(job.input);
  const result = vm.callFunction(runner, vm.undefined, input);
  input.dispose();
  if (result.error) {
    const out = failure(vm, result.error, deadline);
    result.error.dispose();
    return out;
  }
  const type = vm.typeof(result.value);
  const output = type === 'string' ? vm.getString(result.value) : null;
  result.value.dispose();
  if (type !== 'string' && type !== 'undefined') {
    return { ok: false, kind: 'error', message: 'The hook returned a value that is not JSON.' };
  }
  return { ok: true, output };
}

function dispose(sandbox) {
  sandbox.runner.dispose();
  sandbox.vm.dispose();
  sandbox.runtime.dispose();
}

const prepared = [];
/** One context with the helpers compiled, kept once a job has wanted one. */
const preparedWithHelpers = [];
let helpersWanted = false;

/** Runs one job on a prepared sandbox; a host-side failure means this thread must go. */
function execute(job) {
  const helpers = usesHelpers(job);
  helpersWanted ||= helpers;
  const sandbox = (helpers ? preparedWithHelpers : prepared).shift() ?? prepare(helpers);
  try {
    return { reply: run(sandbox, job), healthy: true, used: sandbox };
  } catch (err) {
    const message = `The sandbox failed: ${err?.message ?? err}`;
    return { reply: { ok: false, kind: 'crash', message }, healthy: false, used: sandbox };
  }
}

/** Throws a used sandbox away (fresh context per call); false when the engine failed. */
function discard(used) {
  try {
    dispose(used);
    return true;
  } catch {
    return false;
  }
}

/**
 * Prepares one context towards PREPARED (and one with the helpers once a hook wanted them);
 * false when there is nothing left to prepare. Throws when the engine fails.
 */
function prepareOne() {
  if (prepared.length < PREPARED) prepared.push(prepare());
  else if (helpersWanted && preparedWithHelpers.length === 0)
    preparedWithHelpers.push(prepare(true));
  else return false;
  return true;
}

// The first calls of a new engine are slow (its WebAssembly is still being compiled):
// pay for them here, not out of a hook's time limit.
const WARM_UP = {
  source:
    'function hook(c) { return { action: "continue", n: [c.a].length, m: c.matchBannedWords("x").length }; }',
  input: '{"a":[1,"x"],"bannedWords":["y"]}',
  timeoutMs: 5_000,
  memoryLimitBytes: 8 << 20,
};
for (let i = 0; i < 5; i++) {
  discard(execute(WARM_UP).used);
  while (prepareOne());
}
// The warm-up named the helpers; whether a real hook does decides from here on.
for (const sandbox of preparedWithHelpers.splice(0)) dispose(sandbox);
helpersWanted = false;

// What this thread runs now, for the pool's watchdog (it may have sent the next job already):
// the job's id (0 between jobs) and when it started, in ms after the pool's epoch.
const { progress, epoch } = workerData;

// Contexts are prepared one per turn of this thread's event loop: a batch that arrives
// meanwhile runs after the one being made, not after all of them (a context with the
// helpers takes about 0.5 ms).
let refilling = false;
function refillStep() {
  let more;
  try {
    more = prepareOne();
  } catch {
    process.exit(1);
  }
  if (more) setImmediate(refillStep);
  else refilling = false;
}
function refill() {
  if (refilling) return;
  refilling = true;
  setImmediate(refillStep);
}

// A message is a batch: jobs started together (the hooks of one event), run one after another, each in its own fresh context under its own limits, and
// answered in one message: one thread wake-up each way for the batch, not one per hook.
parentPort.on('message', ({ jobs }) => {
  const results = [];
  let healthy = true;
  // The last job's context: freed before the next job runs (a batch never holds more than
  // one used context's memory), or after answering for the batch's last.
  let used = null;
  for (const job of jobs) {
    if (used !== null && !discard(used)) {
      healthy = false;
      break;
    }
    Atomics.store(progress, 1, Date.now() - epoch);
    Atomics.store(progress, 0, job.id);
    const started = performance.now();
    const ran = execute(job);
    const durationMs = performance.now() - started;
    // Between two jobs the watchdog waits (a finished job's start is no deadline).
    Atomics.store(progress, 0, 0);
    results.push({ id: job.id, durationMs, ...ran.reply });
    used = ran.used;
    // A host-side failure: this thread goes; the jobs after it never ran (the pool sends
    // them again on another thread).
    if (!(healthy = ran.healthy)) break;
  }
  parentPort.postMessage({ type: 'results', results });
  // After answering, so freeing and preparing contexts is off the callers' path.
  if (!healthy || (used !== null && !discard(used))) process.exit(1);
  refill();
});
parentPort.postMessage({ type: 'ready' });
