import { withAnotherInstance } from '../../testing/another-instance';
import { expect, it } from 'vitest';
import { buildStudio } from '../../bootstrap';
import { loadConfig } from '../../config';
import { call } from '../../testing/api-client';
import { createRelaxedSample, describeRuntimeApi } from '../../testing/describe-runtime-api';
import { text } from '../../testing/model-server';
import { readSse } from '../../testing/sse-client';
import { STALE_MS } from '../shared/background-runs';
import { getRun } from './test-run-store';

const cases = ['你好', '龙井怎么泡', '可以退货吗', '有券吗'].map((question, i) => ({
  id: `case-${i}`,
  name: question,
  conversation: [{ role: 'user', content: question }],
  expectations: [{ type: 'no_tool_call' }],
}));

// Several API instances share PostgreSQL, each running the suite runs it started; a SQLite
// file belongs to one process.
describeRuntimeApi('suite runs across API instances', (api) => {
  it.skipIf(api.database.dialect === 'sqlite')(
    'another instance follows a run, cancels it, and starting does not interrupt it',
    { timeout: 30_000 },
    async () => {
      const harness = await createRelaxedSample(api);
      for (const c of cases) {
        await api.as('qa', 'PUT', `/harnesses/${harness}/test-cases/${c.id}`, { body: c });
      }
      api.model().setFallback(() => text('你好，欢迎来到直播间', { firstTokenDelayMs: 250 }));
      const started = await api.as<{ id: string }>(
        'qa',
        'POST',
        `/harnesses/${harness}/test-runs`,
        {
          body: { target: 'draft', concurrency: 1 },
        },
      );
      expect(started.status, started.text).toBe(202);
      const runId = started.body.id;

      // A second instance starts while the run goes: it must not take the run for dead.
      await withAnotherInstance(api, async (server) => {
        expect((await getRun(api.db(), harness, runId)).status).toBe('running');
        const headers = { authorization: `Bearer ${api.token('qa')}` };
        const path = `/api/v1/harnesses/${harness}/test-runs/${runId}`;

        // It follows the run's progress from the store.
        const res = await fetch(`${server.baseUrl}${path}/events`, { headers });
        const seen: string[] = [];
        for await (const e of readSse(res)) {
          seen.push(e.event);
          if (e.event === 'case') break;
        }
        expect(seen).toEqual(['case']);

        // And cancels it: the instance running it hears the request and stops.
        const cancelled = await call<{ status: string; done: number; total: number }>(
          server.baseUrl,
          'POST',
          `/harnesses/${harness}/test-runs/${runId}/cancel`,
          { headers },
        );
        expect(cancelled.status, cancelled.text).toBe(200);
        expect(cancelled.body.status).toBe('cancelled');
        expect(cancelled.body.done).toBeLessThan(cancelled.body.total);
      });
    },
  );

  it('marks a run interrupted once nothing has stamped it for a while', async () => {
    const harness = await createRelaxedSample(api);
    const stale = new Date(Date.now() - STALE_MS - 5_000).toISOString();
    const fresh = new Date().toISOString();
    const ids = [crypto.randomUUID(), crypto.randomUUID()];
    for (const [id, stamp] of [
      [ids[0]!, stale],
      [ids[1]!, fresh],
    ] as const) {
      await api.db().run(
        `INSERT INTO test_runs (id, harness_id, target, version, status, total, done, created_at, created_by, heartbeat_at)
         VALUES (?, ?, 'draft', NULL, 'running', 3, 1, ?, 'qa', ?)`,
        [id, harness, stale, stamp],
      );
    }
    // What an instance does when it starts; on SQLite it is the file's only process.
    const sqlite = api.database.dialect === 'sqlite';
    const otherDb = sqlite ? api.db() : await api.database.openAnother();
    const other = await buildStudio(
      loadConfig({ HOST: '127.0.0.1', STUDIO_AUTH: 'token', SEED_SAMPLE: '0' }),
      otherDb,
    );
    await other.close();
    expect((await getRun(api.db(), harness, ids[0]!)).status).toBe('interrupted');
    const freshRun = await getRun(api.db(), harness, ids[1]!);
    expect(freshRun.status).toBe(sqlite ? 'interrupted' : 'running');
  });
});
