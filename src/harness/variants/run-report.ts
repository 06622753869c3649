import { passHatK, robustnessReport, wilson, type ArmResult } from './plan';
import type {
  ArmScore,
  EndpointReport,
  RobustnessArm,
  RobustnessCell,
  RobustnessRunReport,
} from './run-contract';

export interface RunReportInput {
  arms: readonly RobustnessArm[];
  endpoints: readonly string[];
  /** Finished units; a cancelled run reports on what it finished. */
  cells: readonly RobustnessCell[];
  /** Trials per case and arm: the k of pass^k. */
  k: number;
  skippedControls: RobustnessRunReport['skippedControls'];
}

/** One endpoint's report, and its row in the models-side-by-side table. */
function endpointReport(
  endpoint: string,
  arms: readonly RobustnessArm[],
  cells: readonly RobustnessCell[],
): EndpointReport {
  const results: ArmResult[] = arms.map((arm) => {
    const mine = cells.filter((c) => c.arm === arm.id);
    return {
      id: arm.id,
      role: arm.role,
      ...(arm.family ? { family: arm.family } : {}),
      ...(arm.kind ? { kind: arm.kind } : {}),
      passes: mine.reduce((s, c) => s + c.passes, 0),
      n: mine.reduce((s, c) => s + c.trials, 0),
    };
  });
  const report = robustnessReport(results);
  const variants = results.filter((r) => r.role === 'variant' && r.n > 0);
  const worst = report.families.reduce<(typeof report.families)[number] | null>(
    (w, f) => (w === null || f.worstPassRate < w.worstPassRate ? f : w),
    null,
  );
  return {
    endpoint,
    ...report,
    variants: {
      meanPassRate:
        variants.length === 0
          ? null
          : variants.reduce((s, r) => s + r.passes / r.n, 0) / variants.length,
      worstFamily: worst?.family ?? null,
      worstPassRate: worst?.worstPassRate ?? null,
    },
  };
}

/**
 * A run's report from its finished units: the first endpoint's identity, families and
 * controls at the top (the contract CI reads), a row per endpoint, and every arm's score
 * with pass^k.
 */
export function runReport(input: RunReportInput): RobustnessRunReport {
  const byEndpoint = input.endpoints.map((endpoint) =>
    endpointReport(
      endpoint,
      input.arms,
      input.cells.filter((c) => c.endpoint === endpoint),
    ),
  );
  const arms: ArmScore[] = input.endpoints.flatMap((endpoint) =>
    input.arms.map((arm) => {
      const mine = input.cells.filter((c) => c.endpoint === endpoint && c.arm === arm.id);
      const passes = mine.reduce((s, c) => s + c.passes, 0);
      const n = mine.reduce((s, c) => s + c.trials, 0);
      return {
        arm: arm.id,
        endpoint,
        passes,
        n,
        ...wilson(passes, n),
        passHatK:
          input.k > 1
            ? passHatK(
                mine.map((c) => ({ passes: c.passes, trials: c.trials })),
                input.k,
              )
            : null,
      };
    }),
  );
  const first = byEndpoint[0]!;
  return {
    identity: first.identity,
    families: first.families,
    controls: first.controls,
    endpoints: byEndpoint,
    arms,
    skippedControls: input.skippedControls,
    k: input.k,
  };
}
