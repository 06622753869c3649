/**
 * The crash test's studio processes: each runs `server/main.ts` as a child of its own, so the
 * test can SIGKILL exactly the process that holds the database, and talk to it over HTTP.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../db/testing/postgres-cluster';
import { trackChild } from './tracked-child';

export { killChildren } from './tracked-child';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const HARNESS = 'sample';
const START_TIMEOUT_MS = 60_000;

export interface StudioProcess {
  child: ChildProcess;
  baseUrl: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
}

/**
 * Starts `node --import tsx server/main.ts` (not a tsx wrapper: the PID is the process that
 * holds the database) and waits for its health endpoint.
 */
export async function startStudio(env: Record<string, string>): Promise<StudioProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      STUDIO_AUTH: 'local',
      SEED_SAMPLE: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { exited, output, dead } = trackChild(child);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (dead()) throw new Error(`The studio exited before it was ready:\n${output()}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The studio did not answer /api/v1/health in time:\n${output()}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/v1/health`, { signal: AbortSignal.timeout(1_000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  return { child, baseUrl, exited, output };
}

/** Stops a studio with SIGTERM; it must exit cleanly (plain Error: benches use this too). */
export async function stopStudio(studio: StudioProcess): Promise<void> {
  studio.child.kill('SIGTERM');
  const { code } = await studio.exited;
  if (code !== 0) throw new Error(`The studio exited with ${code}:\n${studio.output()}`);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function api<T>(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseUrl}/api/v1/harnesses/${HARNESS}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}
