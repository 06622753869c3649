import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../db/testing/describe-each-database';
import { buildStudio } from '../../bootstrap';
import { loadConfig } from '../../config';
import { call, listen } from '../../testing/api-client';
import { startModelServer, text } from '../../testing/model-server';
import { getRun } from './test-run-store';

const SLOW_MS = 600;

describeEachDatabase('closing the studio with a suite run going', (getDb) => {
  it('cancels the run and waits for it: nothing is left running', { timeout: 20_000 }, async () => {
    const model = await startModelServer();
    // Every answer is slow, so the run is still in its first cases at close.
    model.setFallback(() => text('你好，欢迎', { firstTokenDelayMs: SLOW_MS }));
    const config = loadConfig({
      HOST: '127.0.0.1',
      STUDIO_AUTH: 'local',
      SEED_SAMPLE: '1',
      STATIC_DIR: 'dist',
      MODEL_ENDPOINTS: JSON.stringify([{ name: 'default', baseUrl: model.url, model: 'm' }]),
    });
    const studio = await buildStudio(config, getDb());
    const server = await listen(studio);
    let closed = false;
    try {
      // The seeded sample has its suite: dozens of cases, one at a time.
      const started = await call<{ id: string; total: number }>(
        server.baseUrl,
        'POST',
        '/harnesses/sample/test-runs',
        { body: { target: 'draft', concurrency: 1 } },
      );
      expect(started.status, started.text).toBe(202);
      expect(started.body.total).toBeGreaterThan(1);
      while (model.requests.length === 0) await new Promise((r) => setTimeout(r, 20));
      await server.close();

      const t0 = performance.now();
      await studio.close();
      closed = true;
      // Cancelled, not waited out: far less than the cases left would take.
      expect(performance.now() - t0).toBeLessThan(SLOW_MS * 5);
      const run = await getRun(getDb(), 'sample', started.body.id);
      expect(run.status).toBe('cancelled');
      expect(run.finishedAt).not.toBeNull();
      expect(run.done).toBeLessThan(run.total);
      // The model request in flight was abandoned, not answered.
      await expect.poll(() => model.requests.some((r) => r.abandoned)).toBe(true);
    } finally {
      await server.close();
      if (!closed) await studio.close();
      await model.close();
    }
  });
});
