/**
 * First screens' API benchmark (not a timed test): how long the home page's one request
 * (`GET /harness-summaries`, 100 harnesses) and a harness's overview take to build, on
 * SQLite, in process (the stores and the route's functions, no HTTP).
 *
 *   npx tsx bench/first-screens.bench.ts [--harnesses 100] [--rounds 7]
 *
 * The baseline, in the same run: the summaries built with nothing compared before (every
 * draft read, parsed and hashed), against the same with the comparisons kept by draft
 * fingerprint (what the route does from the second visit on), and after one draft write
 * (one harness compared again).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sampleHarness } from '../src/harness/sample';
import { openDatabase } from '../server/db/open-database';
import { seedSampleHarness, SAMPLE_HARNESS_ID } from '../server/seed-sample';
import { createHarness, listHarnesses } from '../server/modules/harnesses/harness-store';
import { createVersion } from '../server/modules/versions/version-store';
import { moveLabel } from '../server/modules/labels/label-store';
import { getEntity, putEntity } from '../server/modules/drafts/draft-store';
import { DraftComparisons } from '../server/modules/overview/draft-comparison';
import { summarize } from '../server/modules/overview/summaries';
import { harnessOverview } from '../server/modules/overview/overview-store';
import { getHarness } from '../server/modules/harnesses/harness-store';

const { values } = parseArgs({
  options: {
    harnesses: { type: 'string', default: '100' },
    rounds: { type: 'string', default: '7' },
  },
});
const count = Math.max(1, Number(values.harnesses));
const rounds = Math.max(1, Number(values.rounds));

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
async function timed(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

const dir = mkdtempSync(join(tmpdir(), 'bench-first-screens-'));
const db = await openDatabase({ dataDir: dir });
try {
  await seedSampleHarness(db);
  for (let i = 1; i < count; i++) {
    const h = await createHarness(db, { id: `bench-${i}`, document: sampleHarness, actor: 'b' });
    await createVersion(db, h.id, { message: 'v1', actor: 'b' });
    await moveLabel(db, h.id, 'production', { version: 1, reason: 'bench', actor: 'b' });
  }
  const page = () => listHarnesses(db, { limit: Math.min(count, 100) });
  const cold: number[] = [];
  const warm: number[] = [];
  const afterWrite: number[] = [];
  const overview: number[] = [];
  const sample = await getHarness(db, SAMPLE_HARNESS_ID);
  for (let r = 0; r < rounds; r++) {
    const kept = new DraftComparisons();
    cold.push(await timed(async () => summarize(db, await page(), kept)));
    warm.push(await timed(async () => summarize(db, await page(), kept)));
    // One draft write: that harness is compared again, the others are not.
    const sale = await getEntity(db, 'bench-1', 'promotion', 'baicha-flash-sale');
    const value = sale.value as { quota?: { total?: number } };
    await putEntity(
      db,
      'bench-1',
      'promotion',
      'baicha-flash-sale',
      { ...value, quota: { ...value.quota, total: 300 + r + 1 } },
      { expectedRevision: sale.revision, actor: 'b' },
    );
    afterWrite.push(await timed(async () => summarize(db, await page(), kept)));
    overview.push(await timed(() => harnessOverview(db, sample, { withActivity: true })));
  }
  const [c, w, a, o] = [median(cold), median(warm), median(afterWrite), median(overview)];
  console.log(
    `# first screens bench: ${count} harnesses (the sample's size), ${rounds} rounds, SQLite; ` +
      `${cpus().length} x ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, ` +
      `load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}\n`,
  );
  console.log('| figure (median) | ms |\n| --- | ---: |');
  console.log(`| home summaries, nothing compared before (baseline) | ${c.toFixed(1)} |`);
  console.log(`| home summaries, comparisons kept | ${w.toFixed(1)} |`);
  console.log(`| home summaries after one draft write | ${a.toFixed(1)} |`);
  console.log(`| one overview (the seeded sample) | ${o.toFixed(1)} |`);
  console.log(
    `\nkept / baseline: ${(w / c).toFixed(2)}x; after a write / baseline: ${(a / c).toFixed(2)}x`,
  );
} finally {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
}
