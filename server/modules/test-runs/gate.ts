import type { Db } from '../../db/db';
import { NotFound } from '../../db/store-errors';
import { meetsThreshold, type GateRefusal } from '../../../src/harness/evaluation';
import { getVersion } from '../versions/version-store';
import { hasCases } from '../test-suites/test-case-store';
import { latestCountedRun, type CountedRunKey, type TestRun } from './test-run-store';
import { latestCountedRobustnessRun } from '../robustness-runs/robustness-run-store';
import { servedVersions } from '../labels/serving-history';

export type { GateRefusal };

/** What the gate makes of one version: its threshold, the run it counts, the verdict. */
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
 * The rule, in one place: a gated version's counted suite run (the newest finished one of
 * its content, on its own endpoint: `latestCountedRun`) must reach its own document's pass
 * threshold, so must each sample shop's run when the base names some, and the robustness run
 * must stay within `settings.robustness.maxDrop` when it is set. Skipped cases, and cases that
 * checked nothing substantive, are not passes.
 * Throws NotFound for a version that does not exist.
 */
export async function judgeVersion(
  db: Db,
  harnessId: string,
  version: number,
  gated: boolean,
): Promise<VersionGate> {
  const { document, contentHash } = await getVersion(db, harnessId, version);
  const { settings } = document;
  const threshold = settings.passThreshold;
  const endpoint = document.model.endpoint;
  const key: CountedRunKey = { version, contentHash, endpoint };
  const run = await latestCountedRun(db, harnessId, key);
  const verdict = { version, threshold, gated, run };
  if (!gated) return { ...verdict, refusal: null };
  if (!run?.summary) {
    return {
      ...verdict,
      refusal: {
        code: 'gate.no_run',
        detail: `Version ${version} has no finished test run on its endpoint "${endpoint}" (a run of the draft counts when its content is the same); run the suite against it first (the threshold is ${percent(threshold)}).`,
        version,
        runId: null,
        passRate: null,
        threshold,
        endpoint,
      },
    };
  }
  if (!meetsThreshold(run.summary, threshold)) {
    const { passRate, passed, cases, skipped } = run.summary;
    // Summaries from before it read 0: no case was judged unchecked then.
    const unchecked = run.summary.unchecked ?? 0;
    const skippedText =
      (skipped > 0 ? `, ${skipped} skipped and not counted as passes` : '') +
      (unchecked > 0 ? `, ${unchecked} that checked nothing substantive, not passes` : '');
    return {
      ...verdict,
      refusal: {
        code: 'gate.below_threshold',
        detail: `The latest test run of version ${version} passed ${percent(passRate)} of its cases (${passed}/${cases}${skippedText}); the harness asks for ${percent(threshold)}.`,
        version,
        runId: run.id,
        passRate,
        threshold,
        endpoint,
        ...(skipped > 0 ? { skipped } : {}),
        ...(unchecked > 0 ? { unchecked } : {}),
      },
    };
  }
  const shops = await judgeSampleShops(db, harnessId, key, settings.testShops ?? [], threshold);
  if (shops) return { ...verdict, refusal: shops };
  const maxDrop = settings.robustness?.maxDrop;
  if (maxDrop === undefined) return { ...verdict, refusal: null };
  return { ...verdict, refusal: await judgeRobustness(db, harnessId, key, maxDrop, threshold) };
}

/**
 * The sample shops of a base (`settings.testShops`): each shop's host (the version merged
 * with its overlay) must have a counted run of its own reaching the threshold.
 */
async function judgeSampleShops(
  db: Db,
  harnessId: string,
  key: CountedRunKey,
  shops: readonly string[],
  threshold: number,
): Promise<GateRefusal | null> {
  const { version } = key;
  for (const shop of shops) {
    const run = await latestCountedRun(db, harnessId, { ...key, shop });
    const base = { version, threshold, shop, endpoint: key.endpoint };
    if (!run?.summary) {
      return {
        ...base,
        code: 'gate.shop_no_run',
        detail: `Version ${version} has no finished test run on the sample shop "${shop}" (on its endpoint "${key.endpoint}"); run the suite with that shop first.`,
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

/** The robustness gate: the counted robustness run, its worst family on the version's endpoint. */
async function judgeRobustness(
  db: Db,
  harnessId: string,
  key: CountedRunKey,
  maxDrop: number,
  threshold: number,
): Promise<GateRefusal | null> {
  const { version } = key;
  const run = await latestCountedRobustnessRun(db, harnessId, key);
  const base = { version, threshold, maxDrop, endpoint: key.endpoint };
  if (!run?.report) {
    return {
      ...base,
      code: 'gate.robustness_no_run',
      detail: `Version ${version} has no finished robustness run on its endpoint "${key.endpoint}"; the harness allows a drop of at most ${maxDrop} points under variants.`,
      runId: null,
      passRate: null,
    };
  }
  // A run on several endpoints reports each: the gate reads the version's own.
  const report = run.report.endpoints.find((e) => e.endpoint === key.endpoint) ?? run.report;
  const worst = report.families.reduce<(typeof report.families)[number] | null>(
    (w, f) => (w === null || f.drop > w.drop ? f : w),
    null,
  );
  const drop = Math.round((worst?.drop ?? 0) * 1000) / 10;
  if (!worst || drop <= maxDrop) return null;
  return {
    ...base,
    code: 'gate.robustness_drop',
    detail: `Under ${worst.family} variants the pass rate fell ${drop} points below the unchanged harness (${percent(report.identity.passRate)} -> ${percent(worst.worstPassRate)} on ${worst.worstVariant}); the harness allows ${maxDrop}.`,
    runId: run.id,
    passRate: worst.worstPassRate,
    drop,
  };
}

/** Whether the gate applies to the harness at all: only a harness with test cases is gated. */
export const isGated = (db: Db, harnessId: string): Promise<boolean> => hasCases(db, harnessId);

/**
 * Why moving production to these versions must wait, or null when it may go ahead. A version
 * production served before (its move history) is never gated: moving back is a rollback,
 * always allowed. Every other version is judged by `judgeVersion`; the first refusal wins.
 */
export async function publishGate(
  db: Db,
  harnessId: string,
  versions: readonly number[],
): Promise<GateRefusal | null> {
  if (!(await isGated(db, harnessId))) return null;
  const served = await servedVersions(db, harnessId, 'production', versions);
  for (const version of versions) {
    if (served.has(version)) continue;
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
