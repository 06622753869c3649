import type { Db } from '../../db/db';
import { NotFound } from '../../db/store-errors';
import { meetsThreshold, type GateRefusal } from '../../../src/harness/evaluation';
import { getVersionDocument } from '../versions/version-store';
import { hasCases } from '../test-suites/test-case-store';
import { latestFinishedRun, type TestRun } from './test-run-store';
import { latestFinishedRobustnessRun } from '../robustness-runs/robustness-run-store';

export type { GateRefusal };

/** What the gate makes of one version: its threshold, its latest finished run, the verdict. */
export interface VersionGate {
  version: number;
  threshold: number;
  /** The harness has test cases; without any, nothing is judged. */
  gated: boolean;
  run: TestRun | null;
  refusal: GateRefusal | null;
}

const percent = (n: number) => `${Math.round(n * 1000) / 10}%`;

/**
 * The rule, in one place: a gated version's latest finished suite run must reach its own
 * document's pass threshold, so must each sample shop's run when the base names some, and
 * the robustness run must stay within `settings.robustness.maxDrop` when it is set. Throws
 * NotFound for a version that does not exist.
 */
export async function judgeVersion(
  db: Db,
  harnessId: string,
  version: number,
  gated: boolean,
): Promise<VersionGate> {
  const { settings } = await getVersionDocument(db, harnessId, version);
  const threshold = settings.passThreshold;
  const run = await latestFinishedRun(db, harnessId, version);
  const verdict = { version, threshold, gated, run };
  if (!gated) return { ...verdict, refusal: null };
  if (!run?.summary) {
    return {
      ...verdict,
      refusal: {
        code: 'gate.no_run',
        detail: `Version ${version} has no finished test run; run the suite against it first (the threshold is ${percent(threshold)}).`,
        version,
        runId: null,
        passRate: null,
        threshold,
      },
    };
  }
  if (!meetsThreshold(run.summary, threshold)) {
    return {
      ...verdict,
      refusal: {
        code: 'gate.below_threshold',
        detail: `The latest test run of version ${version} passed ${percent(run.summary.passRate)} of its cases (${run.summary.passed}/${run.summary.cases}); the harness asks for ${percent(threshold)}.`,
        version,
        runId: run.id,
        passRate: run.summary.passRate,
        threshold,
      },
    };
  }
  const shops = await judgeSampleShops(db, harnessId, version, settings.testShops ?? [], threshold);
  if (shops) return { ...verdict, refusal: shops };
  const maxDrop = settings.robustness?.maxDrop;
  if (maxDrop === undefined) return { ...verdict, refusal: null };
  return { ...verdict, refusal: await judgeRobustness(db, harnessId, version, maxDrop, threshold) };
}

/**
 * The sample shops of a base (`settings.testShops`): each shop's host (the version merged
 * with its overlay) must have a finished run of its own reaching the threshold.
 */
async function judgeSampleShops(
  db: Db,
  harnessId: string,
  version: number,
  shops: readonly string[],
  threshold: number,
): Promise<GateRefusal | null> {
  for (const shop of shops) {
    const run = await latestFinishedRun(db, harnessId, version, shop);
    const base = { version, threshold, shop };
    if (!run?.summary) {
      return {
        ...base,
        code: 'gate.shop_no_run',
        detail: `Version ${version} has no finished test run on the sample shop "${shop}"; run the suite with that shop first.`,
        runId: null,
        passRate: null,
      };
    }
    if (!meetsThreshold(run.summary, threshold)) {
      return {
        ...base,
        code: 'gate.shop_below_threshold',
        detail: `On the sample shop "${shop}" the latest test run of version ${version} passed ${percent(run.summary.passRate)} of its cases; the harness asks for ${percent(threshold)}.`,
        runId: run.id,
        passRate: run.summary.passRate,
      };
    }
  }
  return null;
}

/** The robustness gate: the version's latest finished robustness run, its worst family. */
async function judgeRobustness(
  db: Db,
  harnessId: string,
  version: number,
  maxDrop: number,
  threshold: number,
): Promise<GateRefusal | null> {
  const run = await latestFinishedRobustnessRun(db, harnessId, version);
  const base = { version, threshold, maxDrop };
  if (!run?.report) {
    return {
      ...base,
      code: 'gate.robustness_no_run',
      detail: `Version ${version} has no finished robustness run; the harness allows a drop of at most ${maxDrop} points under variants.`,
      runId: null,
      passRate: null,
    };
  }
  const worst = run.report.families.reduce<(typeof run.report.families)[number] | null>(
    (w, f) => (w === null || f.drop > w.drop ? f : w),
    null,
  );
  const drop = Math.round((worst?.drop ?? 0) * 1000) / 10;
  if (!worst || drop <= maxDrop) return null;
  return {
    ...base,
    code: 'gate.robustness_drop',
    detail: `Under ${worst.family} variants the pass rate fell ${drop} points below the unchanged harness (${percent(run.report.identity.passRate)} -> ${percent(worst.worstPassRate)} on ${worst.worstVariant}); the harness allows ${maxDrop}.`,
    runId: run.id,
    passRate: worst.worstPassRate,
    drop,
  };
}

/** Whether the gate applies to the harness at all: only a harness with test cases is gated. */
export const isGated = (db: Db, harnessId: string): Promise<boolean> => hasCases(db, harnessId);

/**
 * Why publishing these versions to production must wait, or null when it may go ahead:
 * each version is judged by `judgeVersion`, the first refusal wins.
 */
export async function publishGate(
  db: Db,
  harnessId: string,
  versions: readonly number[],
): Promise<GateRefusal | null> {
  if (!(await isGated(db, harnessId))) return null;
  for (const version of versions) {
    try {
      const { refusal } = await judgeVersion(db, harnessId, version, true);
      if (refusal) return refusal;
    } catch (err) {
      // An unknown version is the label move's to refuse, with its own problem.
      if (!(err instanceof NotFound)) throw err;
    }
  }
  return null;
}
