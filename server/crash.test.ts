/**
 * Crash test: a real studio process (SQLite file, or PostgreSQL when the global setup gives
 * one) is killed with SIGKILL in the middle of a stream of writes: 4 writers creating skills
 * and updating one promotion each, plus version snapshots. A second process then starts on
 * the same data, and every write the first one acknowledged (2xx received) must be there,
 * with its value, its audit record and, for versions, a document that rebuilds to its hash.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { contentHash } from '../src/harness';
import { freePort } from './db/testing/postgres-cluster';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const HARNESS = 'sample';
const WRITERS = 4;
/** How long writes stream before the kill (at least MIN_ACKS must be acknowledged by then). */
const WRITE_MS = 1_200;
const MIN_ACKS = 20;
const START_TIMEOUT_MS = 60_000;

// ---------------------------------------------------------------------------------------------
// Child studio processes

interface StudioProcess {
  child: ChildProcess;
  baseUrl: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
}

const children = new Set<ChildProcess>();

/**
 * Starts `node --import tsx server/main.ts` (not a tsx wrapper: the PID is the process that
 * holds the database) and waits for its health endpoint.
 */
async function startStudio(env: Record<string, string>): Promise<StudioProcess> {
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
  children.add(child);
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    }),
  );
  let dead = false;
  void exited.then(() => (dead = true));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (dead) throw new Error(`The studio exited before it was ready:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The studio did not answer /api/v1/health in time:\n${output}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/v1/health`, { signal: AbortSignal.timeout(1_000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  return { child, baseUrl, exited, output: () => output };
}

async function stopStudio(studio: StudioProcess): Promise<void> {
  studio.child.kill('SIGTERM');
  const { code } = await studio.exited;
  expect(code, studio.output()).toBe(0);
}

/** Even when a test failed half-way: no studio outlives the suite. */
function killChildren(): void {
  for (const child of children) {
    try {
      if (child.pid !== undefined) process.kill(child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function api<T>(
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

// ---------------------------------------------------------------------------------------------
// The write stream and its record

interface DraftEntity {
  kind: string;
  key: string;
  value: Record<string, unknown>;
  revision: number;
}

interface Draft {
  entities: DraftEntity[];
  diagnostics: { severity: string; code: string; pointer: string; message: string }[];
}

interface VersionSummary {
  number: number;
  message: string;
  contentHash: string;
}

interface AckedWrite {
  /** What the client sent. */
  sent: Record<string, unknown>;
  /** What the server said it stored (the sent value with defaults filled in). */
  stored: Record<string, unknown>;
  revision: number;
}

interface AckedVersion extends VersionSummary {
  /** Skills whose creation was acknowledged before this version was requested. */
  skillsBefore: string[];
}

interface WriteLog {
  /** `kind/key` -> the latest acknowledged write of that entity. */
  acked: Map<string, AckedWrite>;
  /** `kind/key` -> a write sent but never acknowledged (in flight at the kill). */
  inFlight: Map<string, { sent: Record<string, unknown>; after: number }>;
  versions: AckedVersion[];
  versionInFlight: boolean;
  /** Non-2xx answers or failures while the server was alive: none are expected. */
  unexpected: string[];
  ackCount: number;
}

interface StreamOptions {
  baseUrl: string;
  draft: Draft;
  runId: string;
  isKilled: () => boolean;
}

async function put(
  log: WriteLog,
  o: StreamOptions,
  kind: string,
  key: string,
  sent: Record<string, unknown>,
  headers: Record<string, string>,
  expected: number,
  previousRevision: number,
): Promise<AckedWrite | null> {
  const entity = `${kind}/${key}`;
  log.inFlight.set(entity, { sent, after: previousRevision });
  let res: { status: number; body: DraftEntity };
  try {
    res = await api<DraftEntity>(o.baseUrl, 'PUT', `/draft/entities/${entity}`, {
      body: sent,
      headers,
    });
  } catch (err) {
    if (!o.isKilled()) log.unexpected.push(`PUT ${entity}: ${String(err)}`);
    return null;
  }
  if (res.status !== expected) {
    log.unexpected.push(`PUT ${entity}: ${res.status} ${JSON.stringify(res.body)}`);
    return null;
  }
  const ack = { sent, stored: res.body.value, revision: res.body.revision };
  log.inFlight.delete(entity);
  log.acked.set(entity, ack);
  log.ackCount++;
  return ack;
}

/** One writer: creates skills of its own and updates its own promotion, until the kill. */
async function writer(log: WriteLog, o: StreamOptions, w: number): Promise<void> {
  const baseSkill = o.draft.entities.find((e) => e.kind === 'skill')!.value;
  const promotion = o.draft.entities.filter((e) => e.kind === 'promotion')[w]!;
  let revision = promotion.revision;
  for (let n = 0; !o.isKilled(); n++) {
    const id = `crash-${o.runId}-w${w}-${n}`;
    const skill = { ...baseSkill, id, name: `${String(baseSkill.name)} ${w}-${n}` };
    const created = await put(log, o, 'skill', id, skill, { 'if-none-match': '*' }, 201, 0);
    if (!created) return;
    const next = { ...promotion.value, name: `${String(promotion.value.name)} #${w}-${n}` };
    const updated = await put(
      log,
      o,
      'promotion',
      promotion.key,
      next,
      { 'if-match': `"${revision}"` },
      200,
      revision,
    );
    if (!updated) return;
    revision = updated.revision;
  }
}

/** Snapshots the draft as versions, one after the other, until the kill. */
async function versioner(log: WriteLog, o: StreamOptions): Promise<void> {
  for (let n = 1; !o.isKilled(); n++) {
    const skillsBefore = [...log.acked.keys()].filter((k) => k.startsWith('skill/crash-'));
    const message = `crash ${o.runId} snapshot ${n}`;
    log.versionInFlight = true;
    let res: { status: number; body: VersionSummary };
    try {
      res = await api<VersionSummary>(o.baseUrl, 'POST', '/versions', { body: { message } });
    } catch (err) {
      if (!o.isKilled()) log.unexpected.push(`POST versions: ${String(err)}`);
      return;
    }
    if (res.status !== 201) {
      log.unexpected.push(`POST versions: ${res.status} ${JSON.stringify(res.body)}`);
      return;
    }
    log.versionInFlight = false;
    log.versions.push({ ...res.body, skillsBefore });
    await sleep(100);
  }
}

// ---------------------------------------------------------------------------------------------
// Consistency of the stored rows, on either database

type Query = (sql: string) => Promise<Record<string, unknown>[]>;

/** Checks the rows the API does not show: counters, audit records written with each change. */
async function checkRows(query: Query, runId: string): Promise<void> {
  const counters = await query(
    `SELECT h.id, h.version_count,
       (SELECT COUNT(*) FROM versions v WHERE v.harness_id = h.id) AS n,
       (SELECT COUNT(*) FROM audit_log a WHERE a.harness_id = h.id AND a.action = 'version.create') AS audited
     FROM harnesses h`,
  );
  for (const row of counters) {
    expect(Number(row.n), `versions of ${String(row.id)}`).toBe(Number(row.version_count));
    expect(Number(row.audited), `version audits of ${String(row.id)}`).toBe(
      Number(row.version_count),
    );
  }
  const gaps = await query(
    `SELECT v.number FROM versions v WHERE v.number > 1 AND NOT EXISTS
       (SELECT 1 FROM versions p WHERE p.harness_id = v.harness_id AND p.number = v.number - 1)`,
  );
  expect(gaps).toEqual([]);
  // Every change wrote its audit record in the same transaction: one per revision after the
  // seed, and the newest one carries the stored value.
  const entities = await query(
    `SELECT d.kind, d.entity_key, d.value, d.revision,
       (SELECT COUNT(*) FROM audit_log a
         WHERE a.harness_id = d.harness_id AND a.entity = d.kind || '/' || d.entity_key) AS audits,
       (SELECT a.after_json FROM audit_log a
         WHERE a.harness_id = d.harness_id AND a.entity = d.kind || '/' || d.entity_key
         ORDER BY a.id DESC LIMIT 1) AS after_json
     FROM draft_entities d WHERE d.harness_id = '${HARNESS}' AND d.deleted = 0`,
  );
  for (const row of entities) {
    const ours = String(row.entity_key).startsWith(`crash-${runId}-`);
    const revision = Number(row.revision);
    const audits = Number(row.audits);
    const name = `${String(row.kind)}/${String(row.entity_key)}`;
    expect(audits, `audit records of ${name}`).toBe(ours ? revision : revision - 1);
    if (audits > 0) {
      expect(JSON.parse(String(row.after_json)), `audit of ${name}`).toEqual(
        JSON.parse(String(row.value)),
      );
    }
  }
}

async function sqliteIntegrity(file: string, runId: string): Promise<void> {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(db.pragma('foreign_key_check')).toEqual([]);
    await checkRows(async (sql) => db.prepare(sql).all() as Record<string, unknown>[], runId);
  } finally {
    db.close();
  }
}

async function postgresIntegrity(url: string, runId: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await checkRows(async (sql) => (await client.query(sql)).rows, runId);
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// The databases

interface Target {
  name: 'sqlite' | 'postgres';
  env: Record<string, string>;
  /** After the kill, before the restart: the files as the dead process left them. */
  afterKill: (runId: string) => Promise<void>;
  /** After the second process stopped. */
  integrity: (runId: string) => Promise<void>;
  cleanup: () => Promise<void>;
}

function postgresUrl(): string | null {
  const provided = inject('postgresUrl') as string | null | undefined;
  const url = provided ?? process.env.TEST_DATABASE_URL ?? null;
  if (!url && process.env.CI) throw new Error('PostgreSQL is required in CI; none was provided.');
  return url;
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function sqliteTarget(): Promise<Target> {
  const dir = mkdtempSync(join(tmpdir(), 'hs-crash-'));
  const file = join(dir, 'studio.db');
  return {
    name: 'sqlite',
    env: { DATA_DIR: dir },
    async afterKill(runId) {
      // A clean close checkpoints and removes the WAL: its presence shows the kill was abrupt.
      expect(existsSync(`${file}-wal`), 'the killed process left its WAL behind').toBe(true);
      await sqliteIntegrity(file, runId);
    },
    integrity: (runId) => sqliteIntegrity(file, runId),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresTarget(adminUrl: string): Promise<Target> {
  const name = `hs_crash_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  // Unused with DATABASE_URL, but nothing should land in the checkout if it were.
  const dir = mkdtempSync(join(tmpdir(), 'hs-crash-pg-'));
  return {
    name: 'postgres',
    env: { DATABASE_URL: url, DATA_DIR: dir },
    afterKill: (runId) => postgresIntegrity(url, runId),
    integrity: (runId) => postgresIntegrity(url, runId),
    async cleanup() {
      rmSync(dir, { recursive: true, force: true });
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The test

const pgUrl = postgresUrl();
const targets: Array<['sqlite' | 'postgres', () => Promise<Target>, boolean]> = [
  ['sqlite', sqliteTarget, false],
  ['postgres', () => postgresTarget(pgUrl!), !pgUrl],
];

for (const [name, makeTarget, skip] of targets) {
  describe.skipIf(skip)(`crash: SIGKILL during writes [${name}]`, () => {
    let target: Target | undefined;
    afterAll(async () => {
      killChildren();
      await target?.cleanup();
    });

    it(
      'keeps every acknowledged write, and a consistent database',
      { timeout: 180_000 },
      async () => {
        target = await makeTarget();
        const runId = randomBytes(3).toString('hex');

        // 1. A studio with the sample, and a stream of writes.
        const first = await startStudio(target.env);
        const draft = (await api<Draft>(first.baseUrl, 'GET', '/draft')).body;
        expect(draft.entities.filter((e) => e.kind === 'promotion').length).toBeGreaterThanOrEqual(
          WRITERS,
        );
        const log: WriteLog = {
          acked: new Map(),
          inFlight: new Map(),
          versions: [],
          versionInFlight: false,
          unexpected: [],
          ackCount: 0,
        };
        let killed = false;
        const o: StreamOptions = { baseUrl: first.baseUrl, draft, runId, isKilled: () => killed };
        const started = Date.now();
        const stream = Promise.all([
          ...Array.from({ length: WRITERS }, (_, w) => writer(log, o, w)),
          versioner(log, o),
        ]);

        // 2. SIGKILL the process that holds the database, mid-stream.
        const writersDone = stream.then(() => true);
        while (
          (Date.now() - started < WRITE_MS ||
            log.ackCount < MIN_ACKS ||
            log.versions.length === 0) &&
          Date.now() - started < 30_000 &&
          log.unexpected.length === 0
        ) {
          if (await Promise.race([writersDone, sleep(20).then(() => false)])) break;
        }
        expect(log.unexpected, first.output()).toEqual([]);
        killed = true;
        process.kill(first.child.pid!, 'SIGKILL');
        expect((await first.exited).signal).toBe('SIGKILL');
        await stream;
        expect(log.unexpected).toEqual([]);
        expect(log.ackCount).toBeGreaterThanOrEqual(MIN_ACKS);
        expect(log.versions.length).toBeGreaterThan(0);
        await target.afterKill(runId);

        // 3. A new process on the same data.
        const second = await startStudio(target.env);
        try {
          const after = await api<Draft>(second.baseUrl, 'GET', '/draft');
          expect(after.status).toBe(200);
          expect(after.body.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
          const found = new Map(after.body.entities.map((e) => [`${e.kind}/${e.key}`, e]));

          // Every acknowledged write, with its value; or the one write in flight after it.
          for (const [entity, ack] of log.acked) {
            const now = found.get(entity);
            expect(now, `${entity} was acknowledged`).toBeDefined();
            const pending = log.inFlight.get(entity);
            if (now!.revision === ack.revision) {
              expect(now!.value, entity).toEqual(ack.stored);
              expect(now!.value, entity).toMatchObject(ack.sent);
            } else {
              // Committed, but the answer was lost with the process: that is allowed.
              expect(pending?.after, `${entity} moved past its acknowledged revision`).toBe(
                ack.revision,
              );
              expect(now!.revision, entity).toBe(ack.revision + 1);
              expect(now!.value, entity).toMatchObject(pending!.sent);
            }
          }
          // Nothing that was never sent: each of our skills was acknowledged or in flight.
          for (const [entity, e] of found) {
            if (!entity.startsWith(`skill/crash-${runId}-`) || log.acked.has(entity)) continue;
            const pending = log.inFlight.get(entity);
            expect(pending, `${entity} exists but was never acknowledged`).toBeDefined();
            expect(e.value, entity).toMatchObject(pending!.sent);
          }

          // Every acknowledged version, with its number, message and a document that rebuilds.
          const list = await api<{ items: VersionSummary[] }>(
            second.baseUrl,
            'GET',
            '/versions?limit=100',
          );
          expect(list.status).toBe(200);
          const numbers = list.body.items.map((v) => v.number).sort((a, b) => a - b);
          const lastAcked = Math.max(...log.versions.map((v) => v.number));
          const lost = numbers.length - lastAcked;
          expect(lost === 0 || (lost === 1 && log.versionInFlight), `versions ${numbers}`).toBe(
            true,
          );
          expect(numbers).toEqual(numbers.map((_, i) => i + 1));
          for (const v of list.body.items) {
            const full = await api<VersionSummary & { document: { skills: { id: string }[] } }>(
              second.baseUrl,
              'GET',
              `/versions/${v.number}`,
            );
            expect(full.status, `version ${v.number} rebuilds`).toBe(200);
            expect(contentHash(full.body.document)).toBe(v.contentHash);
            const acked = log.versions.find((a) => a.number === v.number);
            if (!acked) continue;
            expect(full.body.message).toBe(acked.message);
            expect(full.body.contentHash).toBe(acked.contentHash);
            // A version holds at least every skill acknowledged before it was asked for.
            const ids = new Set(full.body.document.skills.map((s) => `skill/${s.id}`));
            expect(acked.skillsBefore.filter((s) => !ids.has(s))).toEqual([]);
          }
        } finally {
          await stopStudio(second);
        }

        // 4. The stored rows: SQLite's own check, the counters and the audit records.
        await target.integrity(runId);
      },
    );
  });
}
