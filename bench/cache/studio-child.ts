/**
 * The studio the token-burst bench measures, in a child process (`node --import tsx`, with
 * an IPC channel): token auth, SQLite in a fresh folder, version 1 of the sample in
 * `production`, some valid tokens, and a Db that counts token lookups. `--strategy old`
 * puts back the token cache this change replaced (./old-actor-cache.ts): the baseline of
 * the same run. The credential caches run on the bench's clock, which stands still while a
 * window is measured (a lookup of a valid token there is an eviction, never an expiry) and
 * jumps between windows (everything cached expires).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildStudio } from '../../server/bootstrap';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/open-database';
import { createStudioServer } from '../../server/http/create-server';
import { moveLabel } from '../../server/modules/labels/label-store';
import { createToken, hashToken } from '../../server/modules/tokens/token-store';
import { createVersion } from '../../server/modules/versions/version-store';
import { OldActorCache } from './old-actor-cache';
import { watchQueries } from './watch-queries';

export type Strategy = 'old' | 'new';

/** Token lookups since the last reset: of the valid tokens, and of all. */
export interface LookupCounts {
  valid: number;
  /** Valid tokens looked up at least once: each one had been dropped from the cache. */
  validDistinct: number;
  total: number;
}

type Request = { type: 'advance'; ms: number } | { type: 'counts'; reset: boolean };
type Reply =
  { type: 'ready'; port: number; tokens: string[] } | ({ type: 'counts' } & LookupCounts);

const TOKEN_LOOKUP = /FROM tokens WHERE token_hash = \?/;

async function serve(strategy: Strategy, tokenCount: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'hs-cache-bench-'));
  const raw = await openDatabase({ dataDir: dir });
  const lookups = new Map<string, number>();
  // Token lookups counted per token hash.
  const db = watchQueries(raw, (sql, params) => {
    if (!TOKEN_LOOKUP.test(sql)) return;
    const hash = String(params?.[0]);
    lookups.set(hash, (lookups.get(hash) ?? 0) + 1);
  });
  let now = Date.now();
  const config = loadConfig({ HOST: '127.0.0.1', STUDIO_AUTH: 'token', SEED_SAMPLE: '1' });
  const studio = await buildStudio(config, db, { now: () => now });
  await createVersion(db, 'sample', { message: 'cache bench', actor: 'bench' });
  await moveLabel(db, 'sample', 'production', { version: 1, reason: 'bench', actor: 'bench' });
  const tokens: string[] = [];
  for (let i = 0; i < tokenCount; i++) {
    const made = await createToken(db, { name: `agent-${i}`, role: 'qa', shopId: null });
    tokens.push(made.plaintext);
  }
  const valid = new Set(tokens.map(hashToken));
  if (strategy === 'old') {
    // The same loader, behind the map this change replaced.
    type Swappable = { tokens: { lookup: (secret: string) => Promise<unknown> } };
    const credentials = studio.deps.credentials as unknown as Swappable;
    const old = new OldActorCache(credentials.tokens.lookup, () => now);
    (credentials as unknown as { tokens: unknown }).tokens = old;
  }
  const server = createStudioServer(studio.app, studio.deps);
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const send = (reply: Reply) => process.send!(reply);
  process.on('message', (message: Request) => {
    if (message.type === 'advance') now += message.ms;
    let validCount = 0;
    let validDistinct = 0;
    let total = 0;
    for (const [hash, n] of lookups) {
      total += n;
      if (valid.has(hash)) {
        validCount += n;
        validDistinct++;
      }
    }
    if (message.type === 'advance' || message.reset) lookups.clear();
    send({ type: 'counts', valid: validCount, validDistinct, total });
  });
  process.once('SIGTERM', () => {
    server.closeAllConnections();
    server.close();
    void studio
      .close()
      .then(() => raw.close())
      .finally(() => {
        rmSync(dir, { recursive: true, force: true });
        process.exit(0);
      });
  });
  send({ type: 'ready', port: (server.address() as AddressInfo).port, tokens });
}

export interface StudioChild {
  baseUrl: string;
  tokens: string[];
  /** Moves the credential caches' clock on (clearing the counts). */
  advance(ms: number): Promise<LookupCounts>;
  counts(reset: boolean): Promise<LookupCounts>;
  stop(): Promise<void>;
}

const SELF = fileURLToPath(import.meta.url);
const running = new Set<ChildProcess>();

export function killStudios(): void {
  for (const child of running) child.kill('SIGKILL');
}

export async function startStudio(strategy: Strategy, tokenCount: number): Promise<StudioChild> {
  const child = fork(SELF, ['--serve', '--strategy', strategy, '--tokens', String(tokenCount)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  running.add(child);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running.delete(child);
      resolve();
    }),
  );
  const next = () =>
    new Promise<Reply>((resolve, reject) => {
      child.once('message', (m: Reply) => resolve(m));
      void exited.then(() => reject(new Error('The studio child exited.')));
    });
  const ready = await next();
  if (ready.type !== 'ready') throw new Error('The studio child did not start.');
  const ask = async (request: Request) => {
    const answer = next();
    child.send(request);
    const { type: _type, ...counts } = (await answer) as Extract<Reply, { type: 'counts' }>;
    return counts;
  };
  return {
    baseUrl: `http://127.0.0.1:${ready.port}`,
    tokens: ready.tokens,
    advance: (ms) => ask({ type: 'advance', ms }),
    counts: (reset) => ask({ type: 'counts', reset }),
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

if (process.argv.includes('--serve')) {
  const { values } = parseArgs({
    options: {
      serve: { type: 'boolean' },
      strategy: { type: 'string', default: 'new' },
      tokens: { type: 'string', default: '50' },
    },
  });
  serve(values.strategy === 'old' ? 'old' : 'new', Number(values.tokens)).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
