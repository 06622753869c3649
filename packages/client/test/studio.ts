/**
 * A real studio process for the client's tests and bench: `node --import tsx server/main.ts`
 * on a port of its own (kept across a restart) with SQLite in a temporary folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
export const HARNESS = 'sample';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface Studio {
  baseUrl: string;
  port: number;
  dataDir: string;
  child: ChildProcess | null;
  output: string;
}

const children = new Set<ChildProcess>();

export async function createStudio(): Promise<Studio> {
  const port = await freePort();
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    dataDir: mkdtempSync(join(tmpdir(), 'hs-client-')),
    child: null,
    output: '',
  };
}

/** Starts (or restarts) the studio on its port and data folder; resolves once it answers. */
export async function startStudio(studio: Studio, timeoutMs = 60_000): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(studio.port),
      HOST: '127.0.0.1',
      STUDIO_AUTH: 'local',
      SEED_SAMPLE: '1',
      DATA_DIR: studio.dataDir,
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  child.stdout!.on('data', (d: Buffer) => (studio.output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (studio.output += d.toString()));
  studio.child = child;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The studio exited:\n${studio.output}`);
    if (Date.now() > deadline) throw new Error(`The studio did not start:\n${studio.output}`);
    try {
      const res = await fetch(`${studio.baseUrl}/api/v1/health`, {
        signal: AbortSignal.timeout(1_000),
      });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
}

/** SIGKILL: no goodbye to the clients. */
export async function killStudio(studio: Studio): Promise<void> {
  const child = studio.child;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
  studio.child = null;
}

export async function removeStudio(studio: Studio): Promise<void> {
  await killStudio(studio);
  rmSync(studio.dataDir, { recursive: true, force: true });
}

/** Even when a test failed half-way: no studio outlives the suite. */
export function killChildren(): void {
  for (const child of children) child.kill('SIGKILL');
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function api<T>(
  studio: Studio,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${studio.baseUrl}/api/v1/harnesses/${HARNESS}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * Changes the draft (the model's temperature, a value the sample allows), saves a version
 * and points `label` at it: a new content hash each time `n` differs.
 */
export async function publish(
  studio: Studio,
  n: number,
  label = 'staging',
  split?: { version: number; percent: number },
): Promise<number> {
  await setTemperature(studio, n);
  const v = await api<{ number: number }>(studio, 'POST', '/versions', { message: `v${n}` });
  await api(studio, 'PUT', `/labels/${label}`, {
    version: v.number,
    ...(split ? { split } : {}),
    reason: `publish ${n}`,
  });
  return v.number;
}

async function setTemperature(studio: Studio, n: number): Promise<void> {
  const res = await fetch(
    `${studio.baseUrl}/api/v1/harnesses/${HARNESS}/draft/entities/meta/meta`,
    { signal: AbortSignal.timeout(15_000) },
  );
  const entity = (await res.json()) as { value: Record<string, unknown> };
  const etag = res.headers.get('etag')!;
  await fetch(`${studio.baseUrl}/api/v1/harnesses/${HARNESS}/draft/entities/meta/meta`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'if-match': etag },
    body: JSON.stringify({
      ...entity.value,
      model: { ...(entity.value.model as object), temperature: 0.005 + (n % 90) / 100 },
    }),
    signal: AbortSignal.timeout(15_000),
  }).then(async (r) => {
    if (!r.ok) throw new Error(`PUT model: HTTP ${r.status} ${await r.text()}`);
  });
}
