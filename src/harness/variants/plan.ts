import { z } from 'zod';
import type { HarnessDocument } from '../schema/document';
import type { Expectation } from '../evaluation/expectation-schema';
import { targetSchema } from '../target';
import { identityVariant } from './apply';
import { applyControl, NEGATIVE_CONTROLS, type ControlFocus } from './controls';
import { seededRandom } from './random';
import type { RestatementMap } from './restatements/contract';
import { restatedFamilyVariant } from './restatements/restated-variant';
import { VARIANT_FAMILIES, variantFamilySchema, type Variant, type VariantFamily } from './types';

// A robustness run: which harnesses the suite runs on (the plan), what a request asks for,
// and the pure statistics that turn per-arm pass counts into the report CI reads.

export const MAX_VARIANTS_PER_FAMILY = 10;
export const MAX_TRIALS = 20;

export const variantsPerFamilySchema = z
  .int(`Use a whole number of variants per family from 1 to ${MAX_VARIANTS_PER_FAMILY}.`)
  .min(1, `Use at least 1 variant per family (at most ${MAX_VARIANTS_PER_FAMILY}).`)
  .max(
    MAX_VARIANTS_PER_FAMILY,
    `Use at most ${MAX_VARIANTS_PER_FAMILY} variants per family: each one runs the whole suite.`,
  );

/** A run's seed: any whole number a JSON client can send exactly (variants derive theirs). */
export const runSeedSchema = z
  .int('Use a whole number as the seed.')
  .min(0, 'Use a seed from 0 to 4294967295.')
  .max(0xffff_ffff, 'Use a seed from 0 to 4294967295.');

export const familiesSchema = z
  .array(variantFamilySchema)
  .min(1, 'Name at least one family, or leave "families" out to run all six.')
  .refine((f) => new Set(f).size === f.length, 'Name each family once.');

const endpointName = z.string().min(1).max(64);

/** `POST /api/v1/harnesses/{id}/robustness-runs`. */
export const robustnessRunRequestSchema = z
  .strictObject({
    /** "draft", a version number as text ("3") or "label:<name>". */
    target: targetSchema,
    /** A configured model endpoint instead of the harness's own. */
    endpoint: endpointName.optional(),
    /** Several endpoints side by side (a report row each); instead of `endpoint`. */
    endpoints: z
      .array(endpointName)
      .min(1, 'Name at least one endpoint, or leave "endpoints" out.')
      .max(8, 'Compare at most 8 endpoints in one run.')
      .refine((e) => new Set(e).size === e.length, 'Name each endpoint once.')
      .optional(),
    families: familiesSchema.optional(),
    variantsPerFamily: variantsPerFamilySchema,
    trials: z
      .int(`Use a whole number of trials from 1 to ${MAX_TRIALS}.`)
      .min(1, `Use at least 1 trial (at most ${MAX_TRIALS}).`)
      .max(MAX_TRIALS, `Use at most ${MAX_TRIALS} trials per case and arm.`),
    seed: runSeedSchema,
    /** Units run at once (each unit: one case on one arm and endpoint, `trials` turns). */
    concurrency: z
      .int('Use a whole number from 1 to 8.')
      .min(1, 'Use a number from 1 to 8.')
      .max(8, 'Use a number from 1 to 8.')
      .default(4),
    /**
     * Apply the harness's approved restatements (model-written, reviewed) to the
     * `skill-content` and `tool-schemas` variants. Off by default: a run never needs a second
     * model, and unreviewed wording never runs.
     */
    restatements: z.boolean('Use true or false.').default(false),
  })
  .refine((b) => b.endpoint === undefined || b.endpoints === undefined, {
    path: ['endpoints'],
    message: 'Give either "endpoint" or "endpoints", not both.',
  });
export type RobustnessRunRequest = z.infer<typeof robustnessRunRequestSchema>;

export const planOptionsSchema = z.strictObject({
  families: familiesSchema.optional(),
  variantsPerFamily: variantsPerFamilySchema,
  seed: runSeedSchema,
});

export interface PlanOptions extends z.input<typeof planOptionsSchema> {
  /** What the suite's cases depend on, so the controls aim there (see ControlFocus). */
  focus?: ControlFocus;
  /** Approved restatements for the families that take them (see restatedFamilyVariant). */
  restatements?: RestatementMap;
}

/** One harness the suite runs on. */
export type Arm =
  | { id: 'identity'; role: 'identity'; seed: number; variant: Variant }
  | { id: string; role: 'variant'; family: VariantFamily; seed: number; variant: Variant }
  | { id: string; role: 'control'; kind: string; seed: number; variant: Variant };

export interface RunPlan {
  arms: Arm[];
  /** Controls the harness gives nothing to change (no tool with a required parameter...). */
  skippedControls: { kind: string; reason: string }[];
}

/**
 * What a suite's cases depend on, for the controls to aim at: the tools their expected calls
 * name, the skills `skill_used` names, and the skills whose instructions say how to use one
 * of those tools. Cases do not name prompt sections, so none are listed.
 */
export function focusOfCases(
  doc: HarnessDocument,
  cases: readonly { expectations: readonly Expectation[] }[],
): ControlFocus {
  const tools = new Set<string>();
  const skills = new Set<string>();
  for (const e of cases.flatMap((c) => c.expectations)) {
    if (e.type === 'tool_calls') for (const call of e.calls) tools.add(call.name);
    if (e.type === 'skill_used') skills.add(e.skill);
  }
  // The skills whose instructions say how to use an expected tool; failing any, those that
  // merely allow one (deleting an instruction that names no tool tells nothing).
  const allowing = doc.skills.filter((s) => s.allowedTools.some((t) => tools.has(t)));
  const naming = allowing.filter((s) => [...tools].some((t) => s.instructions.includes(t)));
  for (const skill of naming.length > 0 ? naming : allowing) skills.add(skill.id);
  return { tools: [...tools].sort(), skills: [...skills].sort() };
}

/** A seed for one part of a run, stable whatever else the run holds. */
const derivedSeed = (seed: number, label: string) =>
  seededRandom(seed).fork(label).int(0x1_0000_0000);

/**
 * The arms of a robustness run: identity, K variants of each family (each reproducible with
 * `familyVariant(doc, family, arm.seed)`), then the negative controls. Throws a ZodError when
 * the options are out of range.
 */
export function planRun(doc: HarnessDocument, options: PlanOptions): RunPlan {
  const { families, variantsPerFamily, seed } = planOptionsSchema.parse({
    families: options.families,
    variantsPerFamily: options.variantsPerFamily,
    seed: options.seed,
  });
  const arms: Arm[] = [{ id: 'identity', role: 'identity', seed, variant: identityVariant(doc) }];
  // Families in their canonical order, so the same request plans the same arms in any order.
  const wanted = new Set(families ?? VARIANT_FAMILIES);
  for (const family of VARIANT_FAMILIES.filter((f) => wanted.has(f))) {
    for (let i = 1; i <= variantsPerFamily; i++) {
      const id = `${family}#${i}`;
      const s = derivedSeed(seed, id);
      const variant = restatedFamilyVariant(doc, family, s, options.restatements);
      arms.push({ id, role: 'variant', family, seed: s, variant });
    }
  }
  const skippedControls: RunPlan['skippedControls'] = [];
  for (const control of NEGATIVE_CONTROLS) {
    const id = `control:${control.id}`;
    const s = derivedSeed(seed, id);
    const variant = applyControl(doc, control, s, options.focus);
    if (variant) arms.push({ id, role: 'control', kind: control.id, seed: s, variant });
    else
      skippedControls.push({
        kind: control.id,
        reason: `It needs ${control.needs}.`,
      });
  }
  return { arms, skippedControls };
}

// ---- statistics -------------------------------------------------------------------------

export interface Interval {
  passRate: number;
  low: number;
  high: number;
}

/**
 * Wilson score interval of a pass rate (z = 1.96: 95 %). Unlike the normal approximation it
 * stays inside 0..1 and is not zero-width at 0/n or n/n, which small suites hit all the time.
 * No trials at all says nothing: the whole 0..1.
 */
export function wilson(passes: number, n: number, z = 1.96): Interval {
  if (!Number.isInteger(n) || n < 0 || !Number.isInteger(passes) || passes < 0 || passes > n) {
    throw new RangeError(`wilson needs 0 <= passes <= n, whole numbers (got ${passes}/${n})`);
  }
  if (n === 0) return { passRate: 0, low: 0, high: 1 };
  const p = passes / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denominator;
  // Rounding leaves 1e-17 outside the bounds at 0/n and n/n.
  return {
    passRate: p,
    low: passes === 0 ? 0 : Math.max(0, centre - half),
    high: passes === n ? 1 : Math.min(1, centre + half),
  };
}

/** C(passes, k) / C(trials, k) as a product (no overflow): k trials drawn are all passes. */
function allPassChance(passes: number, trials: number, k: number): number {
  let chance = 1;
  for (let i = 0; i < k; i++) chance *= (passes - i) / (trials - i);
  return Math.max(0, chance);
}

/**
 * pass^k (tau-bench): the chance that a case passes k trials out of k, estimated per case as
 * C(passes, k) / C(trials, k) and averaged over cases. It falls with k for a model that is
 * right only some of the time, where pass@k would rise. Cases with fewer than k trials are
 * left out; null when none has k.
 */
export function passHatK(
  cases: readonly { passes: number; trials: number }[],
  k: number,
): number | null {
  if (!Number.isInteger(k) || k < 1) throw new RangeError(`pass^k needs k >= 1 (got ${k})`);
  const counted = cases.filter((c) => c.trials >= k);
  if (counted.length === 0) return null;
  const sum = counted.reduce((s, c) => s + allPassChance(c.passes, c.trials, k), 0);
  return sum / counted.length;
}

// ---- the report -------------------------------------------------------------------------

/** What one arm scored: graded results (cases x trials) and how many passed. */
export interface ArmResult {
  id: string;
  role: Arm['role'];
  family?: VariantFamily;
  kind?: string;
  passes: number;
  n: number;
}

const intervalSchema = { passRate: z.number(), low: z.number(), high: z.number() };

/** The report's stable JSON contract (rates as fractions 0..1). */
export const robustnessReportSchema = z.object({
  identity: z.object(intervalSchema),
  families: z.array(
    z.object({
      family: variantFamilySchema,
      meanPassRate: z.number(),
      worstPassRate: z.number(),
      /** Identity's pass rate minus the worst variant's. */
      drop: z.number(),
      /** The worst variant's interval. */
      low: z.number(),
      high: z.number(),
      /** The worst variant's interval lies wholly below identity's. */
      significant: z.boolean(),
      /** The worst variant's arm id (`tool-schemas#3`). */
      worstVariant: z.string(),
    }),
  ),
  controls: z.array(
    z.object({
      kind: z.string(),
      ...intervalSchema,
      /** False: the control scored like identity, so the suite cannot see this change. */
      caught: z.boolean(),
    }),
  ),
});
export type RobustnessReport = z.infer<typeof robustnessReportSchema>;

/**
 * The report from per-arm results. A family's figures come from its variants (mean and
 * worst pass rate, the worst's Wilson interval); it is a significant drop, and a control is
 * caught, only when the interval lies wholly below identity's: a drop inside the noise floor
 * is not reported as one. Families come in their canonical order, controls in results order.
 */
export function robustnessReport(results: readonly ArmResult[], z = 1.96): RobustnessReport {
  const identityArm = results.find((r) => r.role === 'identity');
  if (!identityArm) throw new Error('A robustness report needs the identity arm.');
  const identity = wilson(identityArm.passes, identityArm.n, z);
  const below = (i: Interval) => i.high < identity.low;

  const families: RobustnessReport['families'] = [];
  for (const family of VARIANT_FAMILIES) {
    const arms = results
      .filter((r) => r.role === 'variant' && r.family === family)
      .map((r) => ({ id: r.id, ...wilson(r.passes, r.n, z) }));
    if (arms.length === 0) continue;
    // The first of equally bad variants, so the same results name the same one.
    const worst = arms.reduce((w, a) => (a.passRate < w.passRate ? a : w));
    families.push({
      family,
      meanPassRate: arms.reduce((s, a) => s + a.passRate, 0) / arms.length,
      worstPassRate: worst.passRate,
      drop: identity.passRate - worst.passRate,
      low: worst.low,
      high: worst.high,
      significant: below(worst),
      worstVariant: worst.id,
    });
  }

  const controls = results
    .filter((r) => r.role === 'control')
    .map((r) => {
      const interval = wilson(r.passes, r.n, z);
      return {
        kind: r.kind ?? r.id.replace(/^control:/, ''),
        ...interval,
        caught: below(interval),
      };
    });
  return { identity, families, controls };
}
