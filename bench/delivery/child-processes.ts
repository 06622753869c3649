/**
 * The bench's child processes: both servers start the same way (`node --import tsx ...` on a
 * loopback port), so neither pays for a wrapper the other does not. Every child is tracked so
 * none outlives the bench, whatever way it ends.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { trackChild } from '../../server/testing/tracked-child';

export { killChildren } from '../../server/testing/tracked-child';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface Child {
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
export async function startChild(
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
  const { exited, output, dead } = trackChild(child);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (dead()) throw new Error(`${script} exited before it was ready:\n${output()}`);
    if (Date.now() > deadline) throw new Error(`${script} did not start in time:\n${output()}`);
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
      const { code } = await exited;
      if (code !== 0) console.warn(`${script} exited with ${code}:\n${output()}`);
    },
  };
}
