/**
 * Crash test: a real studio process (SQLite file, or PostgreSQL when the global setup gives
 * one) is killed with SIGKILL in the middle of a stream of writes: 4 writers creating skills
 * and updating one promotion each, plus version snapshots. A second process then starts on
 * the same data, and every write the first one acknowledged (2xx received) must be there,
 * with its value, its audit record and, for versions, a document that rebuilds to its hash.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { contentHash } from '../src/harness';
import { api, killChildren, sleep, startStudio, stopStudio } from './testing/crash-studio';
import { postgresTarget, postgresUrl, sqliteTarget, type Target } from './testing/crash-targets';
import {
  versioner,
  writer,
  type Draft,
  type StreamOptions,
  type VersionSummary,
  type WriteLog,
} from './testing/crash-write-stream';

const WRITERS = 4;
/** How long writes stream before the kill (at least MIN_ACKS must be acknowledged by then). */
const WRITE_MS = 1_200;
const MIN_ACKS = 20;

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
