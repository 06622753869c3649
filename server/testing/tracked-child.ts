// Child processes the crash tests and the benches start: each is tracked until it exits, so
// `killChildren` leaves none behind however a run ends, and its output is kept for the
// error that says why it did not start.
import type { ChildProcess } from 'node:child_process';

export interface TrackedChild {
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
  /** True once the child has exited. */
  dead: () => boolean;
}

const children = new Set<ChildProcess>();

/** Tracks a child spawned with piped stdout and stderr. */
export function trackChild(child: ChildProcess): TrackedChild {
  children.add(child);
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  let dead = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      children.delete(child);
      dead = true;
      resolve({ code, signal });
    }),
  );
  return { exited, output: () => output, dead: () => dead };
}

/** Even when a run failed half-way: SIGKILL every tracked child still running. */
export function killChildren(): void {
  for (const child of children) {
    try {
      if (child.pid !== undefined) process.kill(child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}
