/**
 * The runtime bench's child processes: scripted model servers and one studio, started as
 * `node --import tsx bench/runtime.bench.ts --serve-model MS | --serve-studio`, as vLLM and
 * the studio would run. The studio answers `{type: 'usage'}` over IPC with its CPU time (all
 * threads) and RSS, so the bench reads them without a request of its own in the way.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { openBenchStudio } from '../support/open-studio';
import { installMilestones, type Milestones } from './milestones';

export const REPLY = '这款明前龙井豆香清甜，今晚新粉下单满299减50。还有什么想了解的尽管问！';
export const PLAIN_QUESTION = '龙井怎么泡？';
export const PRICE_QUESTION = '新粉买一盒到手多少钱？';
const QUOTE = {
  product_id: 'p-longjing-250',
  quantity: 1,
  viewer_kind: 'new',
  coupon_code: 'NEWFAN20',
};
/** A question may carry `#tag`; the scripted model repeats it, so each reply is its own. */
const TAG = /#([\w-]+)/;
export const tagOf = (text: string): string | null => TAG.exec(text)?.[1] ?? null;

export async function serveModel(delayMs: number): Promise<void> {
  const { call, startModelServer, text, toolCalls } =
    await import('../../server/testing/model-server');
  const server = await startModelServer();
  server.setFallback((req) => {
    // Nothing reads the record here; 200 streams x thousands of turns would only grow it.
    server.requests.length = 0;
    const messages = req.body.messages ?? [];
    const last = messages.at(-1);
    const question = [...messages].reverse().find((m) => m.role === 'user');
    const tag = tagOf(String(question?.content ?? ''));
    const echo = tag ? ` [${tag}]` : '';
    if (last?.role === 'tool')
      return text(`新粉到手229元，欢迎下单！${echo}`, { firstTokenDelayMs: delayMs });
    if (String(last?.content).includes('到手')) {
      return toolCalls([call('quote_final_price', QUOTE)], { firstTokenDelayMs: delayMs });
    }
    return text(`${REPLY}${echo}`, { firstTokenDelayMs: delayMs });
  });
  console.log(`READY ${server.url}`);
}

/**
 * Harnesses the studio child serves: the sample and the sample without hooks, each also as
 * `-slow` on the endpoint whose model takes 100 ms to its first token (the agent endpoint
 * runs a harness's own endpoint). Version 1 of each is on `production`.
 */
export const HARNESSES = ['sample', 'no-hooks', 'sample-slow', 'no-hooks-slow'] as const;

/**
 * The bench's variant of a sample document (input or parsed): `no-hooks`, no checks at all
 * (no hooks, no guards). The sample itself runs no hook on a turn (its one hook is off, the
 * topics guard answers off-topic questions), so it is the guards-only harness too.
 */
export function benchVariants<D extends { hooks?: unknown[]; settings?: { guards?: unknown } }>(
  sample: D,
) {
  const { guards: _, ...unguarded } = sample.settings ?? {};
  return { noHooks: { ...sample, settings: unguarded, hooks: [] } as D };
}

export async function serveStudio(): Promise<void> {
  const { sampleHarness } = await import('../../src/harness/sample');
  // Without hooks or built-in guards: what the checks add shows as the difference.
  const { noHooks } = benchVariants(sampleHarness);
  const slow = (doc: typeof sampleHarness) => ({
    ...doc,
    model: { ...doc.model, endpoint: 'slow' },
  });
  // `sample` is seeded with version 1 on production; the others are made alike.
  const studio = await openBenchStudio({
    env: process.env,
    seedSample: true,
    dirPrefix: 'hs-bench-',
    harnesses: {
      'no-hooks': noHooks,
      'sample-slow': slow(sampleHarness),
      'no-hooks-slow': slow(noHooks),
    },
  });
  process.on('exit', () => rmSync(studio.dir, { recursive: true, force: true }));
  // Exit normally when the bench is done, so `--cpu-prof` writes its profile.
  process.on('disconnect', () => process.exit(0));
  process.on('SIGTERM', () => process.exit(0));
  const { server, token: plaintext, url } = studio;
  const milestones = installMilestones(server, studio.deps.runtime);
  process.on('message', (m: { type?: string; on?: boolean }) => {
    if (m?.type === 'milestones') {
      process.send?.({ type: 'milestones', list: milestones.toggle(m.on === true) });
      return;
    }
    if (m?.type !== 'usage') return;
    const { user, system } = process.cpuUsage();
    const usage = {
      cpuMs: (user + system) / 1000,
      systemMs: system / 1000,
      mainMs: mainThreadCpuMs(),
    };
    process.send?.({ type: 'usage', ...usage, rss: process.memoryUsage.rss() });
  });
  console.log(`READY ${url} ${plaintext}`);
}

export interface Child {
  process: ChildProcess;
  /** What the child printed after READY. */
  ready: string[];
}

const children: ChildProcess[] = [];

/** Starts `entry` with `args` in a child process; resolves with what it prints after READY. */
export function startChild(
  entry: string,
  args: string[],
  options: { env?: Record<string, string>; nodeArgs?: string[] } = {},
): Promise<Child> {
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', 'tsx', entry, ...args],
    {
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    },
  );
  children.push(child);
  // The concurrent part polls the studio's usage while 200 turns wait on it.
  child.setMaxListeners(100);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.startsWith('READY '));
      if (line) resolve({ process: child, ready: line.slice('READY '.length).trim().split(' ') });
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

/** The studio's CPU time so far (ms, all threads) and RSS (bytes). */
/**
 * CPU time of the main thread alone (Linux: the scheduler's count in /proc, ns), so the rest
 * (hook sandbox threads, V8's compiler and GC helpers) shows as the difference; NaN elsewhere.
 */
function mainThreadCpuMs(): number {
  try {
    const line = readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8');
    return Number(line.split(' ')[0]) / 1e6;
  } catch {
    return NaN;
  }
}

export interface Usage {
  /** CPU time of all threads, user + system. */
  cpuMs: number;
  /** Of which the main thread's (NaN where the system does not say). */
  mainMs: number;
  /** The system (kernel) part: socket writes and wake-ups. */
  systemMs: number;
  rss: number;
}

export function usageOf(child: ChildProcess): Promise<Usage> {
  return new Promise((resolve) => {
    const on = (m: Usage & { type?: string }) => {
      if (m?.type !== 'usage') return;
      child.off('message', on);
      resolve(m);
    };
    child.on('message', on);
    child.send({ type: 'usage' });
  });
}

/** Starts (on) or stops recording milestones in the studio; resolves with those recorded. */
export function milestonesOf(child: ChildProcess, on: boolean): Promise<Milestones[]> {
  return new Promise((resolve) => {
    const onMessage = (m: { type?: string; list: Milestones[] }) => {
      if (m?.type !== 'milestones') return;
      child.off('message', onMessage);
      resolve(m.list);
    };
    child.on('message', onMessage);
    child.send({ type: 'milestones', on });
  });
}

/** Ends the children: the studio through its IPC channel (so a profile gets written). */
export async function stopChildren(): Promise<void> {
  await Promise.all(
    children.splice(0).map(
      (c) =>
        new Promise<void>((resolve) => {
          if (c.exitCode !== null) return resolve();
          c.removeAllListeners('exit');
          c.once('exit', () => resolve());
          c.kill('SIGTERM');
          setTimeout(() => c.kill('SIGKILL'), 5_000).unref();
        }),
    ),
  );
}
