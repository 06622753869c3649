import { writeFile } from 'node:fs/promises';
import type { StartedRun, TestRunDetail } from '../../src/harness/evaluation/run-contract';
import { meetsThreshold } from '../../src/harness/evaluation/report';
import { failureLines, junitXml, skipLine } from './test-suite-junit';
import { describeFsError } from './usage-error';
import {
  Refused,
  Usage,
  followEvents,
  parseStudioArgs,
  studioApi,
  studioOptions,
  type CliIo,
  type StudioOptions,
} from './studio-api';

export type { CliIo } from './studio-api';

export const TEST_SUITE_USAGE =
  'Usage: npm run test-suite -- --harness ID --target draft|vN|label:NAME\n' +
  '         [--server URL] [--token T] [--junit FILE] [--concurrency 1-8] [--shop SHOP]\n' +
  '  Runs the harness test suite on a studio and waits for the result (with --shop, on that\n' +
  "  shop's host: the target merged with the shop's overlay).\n" +
  '  The server may also come from STUDIO_URL (default http://127.0.0.1:3000), the token from\n' +
  '  STUDIO_TOKEN.\n' +
  '  Exit code: 0 at or above the harness pass threshold, 1 below it (or the run failed),\n' +
  '  2 usage error (including a request the studio refused).\n';

interface Options extends StudioOptions {
  junit: string | undefined;
  concurrency: number | undefined;
  shop: string | undefined;
}

function options(argv: readonly string[], env: CliIo['env']): Options | 'help' {
  const values = parseStudioArgs(argv, {
    concurrency: { type: 'string' },
    shop: { type: 'string' },
  } as const);
  if (values.help) return 'help';
  const studio = studioOptions(values, env);
  let concurrency: number | undefined;
  if (values.concurrency !== undefined) {
    concurrency = Number(values.concurrency);
    if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 8)
      throw new Usage('--concurrency is a whole number from 1 to 8.');
  }
  return { ...studio, junit: values.junit, concurrency, shop: values.shop };
}

/** Prints each case as the studio finishes it; resolves when the run is done. */
async function follow(o: Options, runId: string, io: CliIo): Promise<void> {
  await followEvents(o, `/harnesses/${o.harness}/test-runs/${runId}/events`, (event, data) => {
    if (event !== 'case') return;
    const e = JSON.parse(data) as {
      done: number;
      total: number;
      caseId: string;
      evaluation: { pass: boolean };
    };
    io.out(`[${e.done}/${e.total}] ${e.evaluation.pass ? 'PASS' : 'FAIL'} ${e.caseId}\n`);
  });
}

/** `npm run test-suite`: the exit code. */
export async function runTestSuite(argv: readonly string[], io: CliIo): Promise<number> {
  let o: Options;
  try {
    const parsed = options(argv, io.env);
    if (parsed === 'help') {
      io.out(TEST_SUITE_USAGE);
      return 0;
    }
    o = parsed;
  } catch (err) {
    if (!(err instanceof Usage)) throw err;
    io.err(`${err.message}\n${TEST_SUITE_USAGE}`);
    return 2;
  }
  const started = performance.now();
  try {
    const created = await studioApi<StartedRun>(o, 'POST', `/harnesses/${o.harness}/test-runs`, {
      target: o.target,
      ...(o.concurrency ? { concurrency: o.concurrency } : {}),
      ...(o.shop ? { shop: o.shop } : {}),
    });
    io.out(`Run ${created.id}: ${created.total} cases of ${o.harness} against ${o.target}\n`);
    await follow(o, created.id, io);
    const run = await studioApi<TestRunDetail>(
      o,
      'GET',
      `/harnesses/${o.harness}/test-runs/${created.id}`,
    );
    const threshold = created.threshold;
    const summary = run.summary;
    for (const c of run.cases.filter((c) => !c.evaluation.pass)) {
      if (c.evaluation.skipped) {
        io.out(`\nSKIP ${c.caseId}: ${c.testCase.name}\n  ${skipLine(c)}\n`);
        continue;
      }
      const word = c.evaluation.unchecked ? 'NOTHING CHECKED' : 'FAIL';
      const from = c.evaluation.generated
        ? ` (generated from promotion ${c.evaluation.generated.promotionId})`
        : '';
      io.out(`\n${word} ${c.caseId}: ${c.testCase.name}${from}\n`);
      for (const line of failureLines(c)) io.out(`  ${line}\n`);
    }
    const rate = summary ? summary.passRate : 0;
    // Skipped and unchecked cases count as not passed (passRate = passed / cases).
    const skipped =
      (summary?.skipped ? `, ${summary.skipped} skipped (not passes)` : '') +
      (summary?.unchecked ? `, ${summary.unchecked} checked nothing (not passes)` : '');
    io.out(
      `\n${summary?.passed ?? 0}/${summary?.cases ?? 0} cases passed (${(rate * 100).toFixed(1)}%${skipped}); ` +
        `threshold ${(threshold * 100).toFixed(1)}%; run ${run.status}\n`,
    );
    if (o.junit) {
      try {
        await writeFile(
          o.junit,
          junitXml(`${o.harness} ${o.target}`, run.cases, performance.now() - started),
        );
      } catch (err) {
        io.err(`Could not write ${o.junit}: ${describeFsError(err)}\n`);
        return 2;
      }
    }
    const ok = run.status === 'finished' && !!summary && meetsThreshold(summary, threshold);
    return ok ? 0 : 1;
  } catch (err) {
    io.err(`${(err as Error).message}\n`);
    return err instanceof Refused ? 2 : 1;
  }
}
