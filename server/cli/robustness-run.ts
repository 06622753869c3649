import { writeFile } from 'node:fs/promises';
import type { RobustnessRun } from '../../src/harness/variants/run-contract';
import { VARIANT_FAMILIES } from '../../src/harness/variants/types';
import { describeFsError } from './usage-error';
import { robustnessJunit, verdicts } from './robustness-report';
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

export const ROBUSTNESS_USAGE =
  'Usage: npm run robustness -- --harness ID --target draft|vN|label:NAME\n' +
  '         [--families a,b] [--variants 1-10] [--trials 1-20] [--seed N]\n' +
  '         [--endpoints a,b] [--restatements] [--max-drop POINTS] [--server URL] [--token T]\n' +
  '         [--junit FILE]\n' +
  '  Runs the suite on variants of the harness (identity, K per family, negative controls)\n' +
  `  and prints the report. Families: ${VARIANT_FAMILIES.join(', ')} (default: all).\n` +
  '  The server may also come from STUDIO_URL (default http://127.0.0.1:3000), the token from\n' +
  '  STUDIO_TOKEN.\n' +
  '  Exit code: 0 when no family drops past the limit (--max-drop in points; without it, a drop\n' +
  '  beyond the noise floor), 1 past it or when the run failed, 2 usage error or refusal.\n';

interface Options extends StudioOptions {
  body: Record<string, unknown>;
  maxDrop: number | undefined;
  junit: string | undefined;
}

function wholeNumber(flag: string, text: string | undefined, min: number, max: number) {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Usage(`--${flag} is a whole number from ${min} to ${max}.`);
  return n;
}

const list = (text: string | undefined) => text?.split(',').map((s) => s.trim());

function options(argv: readonly string[], env: CliIo['env']): Options | 'help' {
  const values = parseStudioArgs(argv, {
    families: { type: 'string' },
    variants: { type: 'string' },
    trials: { type: 'string' },
    seed: { type: 'string' },
    endpoints: { type: 'string' },
    'max-drop': { type: 'string' },
    restatements: { type: 'boolean' },
  } as const);
  if (values.help) return 'help';
  const studio = studioOptions(values, env);
  const maxDropText = values['max-drop'];
  const maxDrop = maxDropText === undefined ? undefined : Number(maxDropText);
  if (maxDrop !== undefined && !(maxDrop >= 0 && maxDrop <= 100))
    throw new Usage('--max-drop is a number of points from 0 to 100.');
  const families = list(values.families);
  const endpoints = list(values.endpoints);
  return {
    ...studio,
    junit: values.junit,
    maxDrop,
    // The studio checks every field and answers with a pointer; only the shape is made here.
    body: {
      target: studio.target,
      variantsPerFamily: wholeNumber('variants', values.variants, 1, 10) ?? 3,
      trials: wholeNumber('trials', values.trials, 1, 20) ?? 1,
      seed: wholeNumber('seed', values.seed, 0, 0xffff_ffff) ?? 1,
      ...(families ? { families } : {}),
      ...(endpoints ? { endpoints } : {}),
      // Reviewed model-written restatements on the skill-content and tool-schemas arms.
      ...(values.restatements ? { restatements: true } : {}),
    },
  };
}

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;

function printReport(run: RobustnessRun, io: CliIo, o: Options): void {
  const report = run.report;
  if (!report) return;
  const { identity } = report;
  io.out(`\nidentity ${pct(identity.passRate)} [${pct(identity.low)}, ${pct(identity.high)}]\n`);
  for (const v of verdicts(report, o.maxDrop)) {
    const f = v.family;
    io.out(
      `${v.ok ? 'ok  ' : 'DROP'} ${f.family.padEnd(17)} mean ${pct(f.meanPassRate)}  worst ${pct(f.worstPassRate)} ` +
        `[${pct(f.low)}, ${pct(f.high)}] (${f.worstVariant})  drop ${(f.drop * 100).toFixed(1)} points` +
        `${f.significant ? ', beyond the noise floor' : ''}\n`,
    );
  }
  for (const c of report.controls) {
    io.out(
      `${c.caught ? 'caught' : 'MISSED'} control ${c.kind}: ${pct(c.passRate)}` +
        `${c.caught ? '' : ' (scores like identity: the suite cannot see this kind of change)'}\n`,
    );
  }
  for (const s of report.skippedControls) io.out(`skipped control ${s.kind}: ${s.reason}\n`);
  if (report.endpoints.length > 1) {
    io.out('\nendpoint           identity  variants mean  worst family\n');
    for (const e of report.endpoints) {
      const mean = e.variants.meanPassRate;
      io.out(
        `${e.endpoint.padEnd(18)} ${pct(e.identity.passRate).padStart(8)}  ${(mean === null ? '-' : pct(mean)).padStart(13)}  ` +
          `${e.variants.worstFamily ?? '-'}\n`,
      );
    }
  }
}

/** `npm run robustness`: the exit code. */
export async function runRobustness(argv: readonly string[], io: CliIo): Promise<number> {
  let o: Options;
  try {
    const parsed = options(argv, io.env);
    if (parsed === 'help') {
      io.out(ROBUSTNESS_USAGE);
      return 0;
    }
    o = parsed;
  } catch (err) {
    if (!(err instanceof Usage)) throw err;
    io.err(`${err.message}\n${ROBUSTNESS_USAGE}`);
    return 2;
  }
  const started = performance.now();
  const runs = `/harnesses/${o.harness}/robustness-runs`;
  try {
    const created = await studioApi<RobustnessRun>(o, 'POST', runs, o.body);
    io.out(
      `Run ${created.id}: ${created.arms.length} arms x ${created.total / created.arms.length} ` +
        `(cases x endpoints) of ${o.harness} against ${o.target}\n`,
    );
    let shown = 0;
    await followEvents(o, `${runs}/${created.id}/events`, (event, data) => {
      if (event !== 'unit') return;
      const e = JSON.parse(data) as { done: number; total: number };
      // A line per tenth of the run: a robustness run has hundreds of units.
      const tenth = Math.floor((e.done * 10) / e.total);
      if (tenth > shown || e.done === e.total) {
        shown = tenth;
        io.out(`[${e.done}/${e.total}]\n`);
      }
    });
    const run = await studioApi<RobustnessRun>(o, 'GET', `${runs}/${created.id}`);
    printReport(run, io, o);
    io.out(`run ${run.status}\n`);
    if (o.junit && run.report) {
      try {
        const xml = robustnessJunit(
          `${o.harness} ${o.target}`,
          run.report,
          o.maxDrop,
          performance.now() - started,
        );
        await writeFile(o.junit, xml);
      } catch (err) {
        io.err(`Could not write ${o.junit}: ${describeFsError(err)}\n`);
        return 2;
      }
    }
    const ok =
      run.status === 'finished' &&
      !!run.report &&
      verdicts(run.report, o.maxDrop).every((v) => v.ok);
    return ok ? 0 : 1;
  } catch (err) {
    io.err(`${(err as Error).message}\n`);
    return err instanceof Refused ? 2 : 1;
  }
}
