// One hardened QuickJS context of a sandbox thread (plain JavaScript: see sandbox-worker.mjs).
// A context is made blank (runtime, context, lockdown), then given one hook's source, and
// runs that hook's calls until a call fails or the thread's cache lets it go.
import { DefaultIntrinsics, shouldInterruptAfterDeadline } from 'quickjs-emscripten';
import { AMOUNTS_MAX_CHARS, LOCKDOWN_SOURCE } from './sandbox-lockdown.mjs';

const STACK_BYTES = 256 * 1024;
// A hook is one synchronous function over JSON: it needs no Proxy or typed arrays. Promise
// stays: without it this engine leaks an async function's objects and aborts when the
// context is freed. Promise jobs never run (a context that queued one is dropped).
const INTRINSICS = { ...DefaultIntrinsics, Proxy: false, TypedArrays: false };
/** Past these sizes the word matcher runs inside the sandbox, under the interrupt. */
const HOST_MATCH_MAX_CHARS = 100_000;
const HOST_MATCH_MAX_WORDS = 10_000;

/**
 * The core's matcher on the host side: it takes `[text, words, allow]` as JSON text of plain
 * strings and answers JSON text, or nothing (the sandbox then uses its own copy).
 */
export function hostMatcher(matcherSource) {
  const match = new Function(`return (${matcherSource})`)();
  return (json) => {
    const args = JSON.parse(json);
    if (!Array.isArray(args) || args.length !== 3) return undefined;
    const [text, words, allow] = args;
    if (typeof text !== 'string' || text.length > HOST_MATCH_MAX_CHARS) return undefined;
    for (const list of [words, allow]) {
      if (!Array.isArray(list) || list.length > HOST_MATCH_MAX_WORDS) return undefined;
      if (!list.every((w) => typeof w === 'string' && w.length <= HOST_MATCH_MAX_CHARS))
        return undefined;
    }
    return JSON.stringify(match(text, words, allow));
  };
}

/**
 * The core's amount reader (hookAmounts) on the host side, from the self-contained source
 * the pool sends (hook-amounts-bundle.mjs): it takes the text as a JSON string and answers
 * JSON text, or nothing (ctx.amounts then throws). A source that does not load leaves
 * ctx.amounts failing in every hook rather than the thread failing at every start.
 */
export function hostAmountsReader(source) {
  let read;
  try {
    read = new Function(`return (${source})`)();
  } catch {
    read = undefined;
  }
  if (typeof read !== 'function') return () => undefined;
  return (json) => {
    const text = JSON.parse(json);
    if (typeof text !== 'string' || text.length > AMOUNTS_MAX_CHARS) return undefined;
    return JSON.stringify(read(text));
  };
}

/** A host function for the engine: string in, JSON text (or undefined) out, never a throw. */
function hostFunction(vm, name, answer) {
  return vm.newFunction(name, (arg) => {
    if (vm.typeof(arg) !== 'string') return vm.undefined;
    let out;
    try {
      out = answer(vm.getString(arg));
    } catch {
      out = undefined;
    }
    return out === undefined ? vm.undefined : newJsonString(vm, out);
  });
}

const encoder = new TextEncoder();

/**
 * `vm.newString` for JSON text, without its character-by-character copy in JavaScript (most
 * of the cost of passing a hook its input): encoded natively into the engine's memory
 * through the pinned quickjs-emscripten's internals, else `vm.newString`. JSON text has no
 * NUL character and no lone surrogate, which the two would treat differently.
 */
export function newJsonString(vm, text) {
  const { module, ffi, ctx, memory } = vm;
  if (!module?.HEAPU8 || !ffi?.QTS_NewString || !ctx || !memory?.heapValueHandle)
    return vm.newString(text);
  const size = text.length * 3 + 1;
  const ptr = module._malloc(size);
  if (!ptr) return vm.newString(text);
  try {
    const { written } = encoder.encodeInto(text, module.HEAPU8.subarray(ptr, ptr + size - 1));
    module.HEAPU8[ptr + written] = 0;
    return memory.heapValueHandle(ffi.QTS_NewString(ctx.value, ptr));
  } finally {
    module._free(ptr);
  }
}

/** Heap in use (bytes) as the engine counts it for its memory limit. */
function heapBytes(runtime, vm) {
  const handle = runtime.computeMemoryUsage();
  try {
    return vm.dump(handle).memory_used_size;
  } finally {
    handle.dispose();
  }
}

/**
 * A hardened context with no hook yet. `host` holds the host-side functions: the word
 * matcher (hostMatcher) and the amount reader (hostAmountsReader).
 */
export function blankContext(QuickJS, host, { matcher, installer }) {
  const runtime = QuickJS.newRuntime();
  runtime.setMaxStackSize(STACK_BYTES);
  const vm = runtime.newContext({ intrinsics: INTRINSICS });
  const hosts = [
    hostFunction(vm, 'hostMatch', host.match),
    hostFunction(vm, 'hostAmounts', host.amounts),
  ];
  const setup = vm.unwrapResult(vm.evalCode(LOCKDOWN_SOURCE, 'lockdown.js'));
  const sources = [matcher, installer].map((text) => vm.newString(text));
  const api = vm.unwrapResult(vm.callFunction(setup, vm.undefined, ...hosts, ...sources));
  for (const handle of [...sources, ...hosts]) handle.dispose();
  setup.dispose();
  const [compile, run] = [0, 1].map((i) => vm.getProp(api, i));
  api.dispose();
  return { runtime, vm, compile, run, factory: null, baseBytes: 0, calls: 0 };
}

/** The heap of a plain new context: a hook's limit is counted above what a context holds. */
export function plainContextBytes(QuickJS) {
  const runtime = QuickJS.newRuntime();
  const vm = runtime.newContext({ intrinsics: INTRINSICS });
  const bytes = heapBytes(runtime, vm);
  vm.dispose();
  runtime.dispose();
  return bytes;
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

function limit(sandbox, job, plainBytes) {
  const deadline = Date.now() + job.timeoutMs;
  // What the hardened context and the compiled hook hold beyond a plain context is not the
  // hook's to spend: its limit stays what it was with a new plain context per call.
  sandbox.runtime.setMemoryLimit(
    job.memoryLimitBytes + Math.max(0, sandbox.baseBytes - plainBytes),
  );
  sandbox.runtime.setInterruptHandler(shouldInterruptAfterDeadline(deadline));
  return deadline;
}

/** Gives a blank context its hook; a failure (e.g. a syntax error) is the job's answer. */
export function compileHook(sandbox, job, plainBytes) {
  const { runtime, vm } = sandbox;
  sandbox.baseBytes = heapBytes(runtime, vm);
  const deadline = limit(sandbox, job, plainBytes);
  const source = vm.newString(job.source);
  const made = vm.callFunction(sandbox.compile, vm.undefined, source);
  source.dispose();
  if (made.error) {
    const out = failure(vm, made.error, deadline);
    made.error.dispose();
    return out;
  }
  sandbox.factory = made.value;
  sandbox.baseBytes = heapBytes(runtime, vm);
  return null;
}

/** One call of the context's hook on the job's input. */
export function callHook(sandbox, job, plainBytes) {
  const { vm } = sandbox;
  const deadline = limit(sandbox, job, plainBytes);
  sandbox.calls++;
  const input = newJsonString(vm, job.input);
  const result = vm.callFunction(sandbox.run, vm.undefined, sandbox.factory, input);
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

export function disposeContext(sandbox) {
  sandbox.factory?.dispose();
  sandbox.compile.dispose();
  sandbox.run.dispose();
  sandbox.vm.dispose();
  sandbox.runtime.dispose();
}
