/**
 * What experiment reports and guardrail checks cost the rest of the studio: `/resolved`
 * answered in this process (the studio's app on the bench's database, so a long synchronous
 * step of a report delays it as it would a real request) while reports and checks run in a
 * loop, against the same requests with nothing else running, in alternating windows of one
 * run; and outcome ingest with the checker's timer on against off.
 */
import type { Db } from '../../server/db/db';
import { buildStudio } from '../../server/bootstrap';
import { loadConfig } from '../../server/config';
import { createToken } from '../../server/modules/tokens/token-store';
import { GuardrailChecker } from '../../server/modules/experiments/guardrail-checker';
import { ingest, report } from './storage';

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))] ?? 0;
};

/** Median of `n` runs of `fn`, ms. */
export async function medianMs(n: number, fn: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return quantile(times, 0.5);
}

/** One report and one guardrail check of `staging`, each timed (median of `n`). */
export async function reportAndCheck(db: Db, harnessId: string, n = 5) {
  const checker = new GuardrailChecker(db, 0);
  return {
    report: await medianMs(n, () => report(db, harnessId)),
    check: await medianMs(n, () => checker.check(harnessId, 'staging')),
  };
}

/**
 * `/resolved?key=` P99 idle and while reports and checks of `staging` run back to back, in
 * `pairs` alternating windows of `windowMs` each (idle first, then loaded).
 */
export async function resolvedUnderReports(db: Db, harnessId: string, pairs = 6, windowMs = 1_500) {
  const studio = await buildStudio(
    loadConfig({ HOST: '127.0.0.1', STUDIO_AUTH: 'token', SEED_SAMPLE: '0' }),
    db,
    { guardrailCheckMs: 0 },
  );
  const { plaintext } = await createToken(db, { name: 'bench-resolved', role: 'qa' });
  const checker = new GuardrailChecker(db, 0);
  const idle: number[] = [];
  const loaded: number[] = [];
  let k = 0;
  const probe = async (into: number[], until: number) => {
    while (performance.now() < until) {
      const t = performance.now();
      const res = await studio.app.request(
        `/api/v1/harnesses/${harnessId}/resolved?label=staging&key=probe-${k++ % 500}`,
        { headers: { authorization: `Bearer ${plaintext}` } },
      );
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`/resolved answered ${res.status}`);
      into.push(performance.now() - t);
      // As requests arriving over sockets would: each its own turn of the event loop.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  };
  let loops = 0;
  try {
    await probe([], performance.now() + 500); // warm the caches
    for (let i = 0; i < pairs; i++) {
      await probe(idle, performance.now() + windowMs);
      let stop = false;
      const load = (async () => {
        while (!stop) {
          await report(db, harnessId);
          await checker.check(harnessId, 'staging');
          loops++;
        }
      })();
      await probe(loaded, performance.now() + windowMs);
      stop = true;
      await load;
    }
  } finally {
    await studio.close();
  }
  return {
    idleP99: quantile(idle, 0.99),
    loadedP99: quantile(loaded, 0.99),
    requests: idle.length + loaded.length,
    loops,
  };
}

/**
 * Ingest time of `total` outcomes into each harness, without and with a 4 s checker, in
 * alternating chunks (off-on, then on-off) so the machine's load drifting over minutes and
 * the tables growing fall on both sides alike. The checker's timer runs only in "on" chunks.
 */
export async function ingestWithChecker(
  db: Db,
  without: string,
  withChecker: string,
  total: number,
  chunk = 50_000,
) {
  let off = 0;
  let on = 0;
  const timed = async (harnessId: string, offset: number, size: number, checked: boolean) => {
    const checker = checked ? new GuardrailChecker(db, 4_000) : null;
    checker?.open();
    const t = performance.now();
    try {
      await ingest(db, harnessId, size, undefined, offset);
    } finally {
      await checker?.close();
    }
    const ms = performance.now() - t;
    if (checked) on += ms;
    else off += ms;
  };
  for (let offset = 0, round = 0; offset < total; offset += chunk, round++) {
    const size = Math.min(chunk, total - offset);
    const order = round % 2 === 0 ? [false, true] : [true, false];
    for (const checked of order)
      await timed(checked ? withChecker : without, offset, size, checked);
  }
  return { off, on };
}
