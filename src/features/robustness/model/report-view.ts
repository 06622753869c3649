import type { RobustnessArm, RobustnessRun, VariantFamily } from '../types';

/** What the report shows, kept in the URL: the endpoint, the open arm and case, the base run. */
export interface ReportView {
  endpoint: string | null;
  /** A family whose worst variant is open. */
  family: VariantFamily | null;
  /** An arm opened from the heat map (wins over `family`). */
  arm: string | null;
  caseId: string | null;
  base: string | null;
}

export interface OpenedArm {
  arm: RobustnessArm;
  endpoint: string;
  /** Opened as a family's worst variant (else picked on the heat map). */
  family: VariantFamily | null;
}

/** The endpoint the report reads: the chosen one if the run has it, else the run's first. */
export function reportEndpoint(run: RobustnessRun, view: ReportView): string {
  return view.endpoint && run.endpoints.includes(view.endpoint)
    ? view.endpoint
    : (run.endpoints[0] ?? '');
}

/**
 * The arm the report opens: one picked on the heat map, else the chosen family's worst
 * variant, else the worst variant of the family that dropped most (what a reader wants
 * to see first); null when the run has no variants.
 */
export function openArm(run: RobustnessRun, view: ReportView): OpenedArm | null {
  const endpoint = reportEndpoint(run, view);
  const byId = (id: string) => run.arms.find((a) => a.id === id);
  const picked = view.arm ? byId(view.arm) : undefined;
  if (picked) return { arm: picked, endpoint, family: null };
  const report = run.report?.endpoints.find((e) => e.endpoint === endpoint) ?? run.report;
  const families = report?.families ?? [];
  const chosen =
    families.find((f) => f.family === view.family) ??
    families.reduce<(typeof families)[number] | undefined>(
      (w, f) => (w === undefined || f.drop > w.drop ? f : w),
      undefined,
    );
  const arm = chosen ? byId(chosen.worstVariant) : undefined;
  return arm && chosen ? { arm, endpoint, family: chosen.family } : null;
}
