import { describe, expect, it } from 'vitest';
import { sampleHarness } from '../sample';
import { harnessDocumentSchema } from '../schema/document';
import { familyVariant } from './apply';
import { armVariant } from './arm-variant';
import { NEGATIVE_CONTROLS } from './controls/index';
import { testSuiteSchema } from '../evaluation/schema';
import { sampleSuite } from '../sample/suite';
import {
  focusOfCases,
  passHatK,
  planRun,
  robustnessReport,
  robustnessReportSchema,
  robustnessRunRequestSchema,
  wilson,
  type ArmResult,
} from './plan';
import { VARIANT_FAMILIES } from './types';

const sample = harnessDocumentSchema.parse(sampleHarness);
const Z2 = 1.96 * 1.96;

describe('wilson', () => {
  it('matches hand-computed intervals', () => {
    // At 0/n the upper bound is z²/(n+z²); at n/n the lower is n/(n+z²).
    expect(wilson(0, 10)).toEqual({
      passRate: 0,
      low: 0,
      high: expect.closeTo(Z2 / (10 + Z2), 12),
    });
    expect(wilson(0, 10).high).toBeCloseTo(0.27754, 5);
    const half = wilson(5, 10);
    expect(half.passRate).toBe(0.5);
    expect(half.low).toBeCloseTo(0.23659, 5);
    expect(half.high).toBeCloseTo(0.76341, 5);
    expect(wilson(10, 10)).toEqual({
      passRate: 1,
      low: expect.closeTo(10 / (10 + Z2), 12),
      high: 1,
    });
    expect(wilson(10, 10).low).toBeCloseTo(0.72246, 5);
    expect(wilson(46, 46).low).toBeCloseTo(46 / (46 + Z2), 12);
    expect(wilson(46, 46).low).toBeCloseTo(0.92292, 5);
    expect(wilson(23, 46).low).toBeCloseTo(0.36119, 5);
    expect(wilson(23, 46).high).toBeCloseTo(0.63881, 5);
  });

  it('is symmetric, narrows with n, and honours z', () => {
    const a = wilson(3, 20);
    const b = wilson(17, 20);
    expect(a.low).toBeCloseTo(1 - b.high, 12);
    expect(wilson(50, 100).high - wilson(50, 100).low).toBeLessThan(half(wilson(5, 10)));
    expect(half(wilson(5, 10, 2.576))).toBeGreaterThan(half(wilson(5, 10)));
    function half(i: { low: number; high: number }) {
      return i.high - i.low;
    }
  });

  it('says nothing without trials and refuses impossible counts', () => {
    expect(wilson(0, 0)).toEqual({ passRate: 0, low: 0, high: 1 });
    expect(() => wilson(11, 10)).toThrow(RangeError);
    expect(() => wilson(-1, 10)).toThrow(RangeError);
    expect(() => wilson(1.5, 10)).toThrow(RangeError);
  });
});

describe('passHatK', () => {
  it('is C(c,k)/C(n,k) averaged over cases', () => {
    expect(passHatK([{ passes: 3, trials: 4 }], 1)).toBe(0.75);
    expect(passHatK([{ passes: 3, trials: 4 }], 2)).toBe(0.5); // 3/6
    expect(passHatK([{ passes: 3, trials: 4 }], 3)).toBeCloseTo(0.25, 12); // 1/4
    expect(passHatK([{ passes: 3, trials: 4 }], 4)).toBe(0);
    expect(
      passHatK(
        [
          { passes: 4, trials: 4 },
          { passes: 2, trials: 4 },
        ],
        2,
      ),
    ).toBeCloseTo((1 + 1 / 6) / 2, 12);
  });

  it('leaves out cases with fewer than k trials', () => {
    expect(
      passHatK(
        [
          { passes: 1, trials: 1 },
          { passes: 0, trials: 3 },
        ],
        2,
      ),
    ).toBe(0);
    expect(passHatK([{ passes: 1, trials: 1 }], 2)).toBeNull();
    expect(() => passHatK([], 0)).toThrow(RangeError);
  });
});

describe('planRun', () => {
  it('plans identity, K variants per family and the controls, with ids and seeds', () => {
    const plan = planRun(sample, { variantsPerFamily: 2, seed: 42 });
    const ids = plan.arms.map((a) => a.id);
    expect(ids[0]).toBe('identity');
    expect(ids.slice(1, 1 + 2 * VARIANT_FAMILIES.length)).toEqual(
      VARIANT_FAMILIES.flatMap((f) => [`${f}#1`, `${f}#2`]),
    );
    expect(ids.slice(1 + 2 * VARIANT_FAMILIES.length)).toEqual(
      NEGATIVE_CONTROLS.map((c) => `control:${c.id}`),
    );
    expect(plan.skippedControls).toEqual([]);
    expect(new Set(plan.arms.map((a) => a.seed)).size).toBe(plan.arms.length);
    for (const arm of plan.arms) {
      if (arm.role !== 'variant') continue;
      expect(JSON.stringify(familyVariant(sample, arm.family, arm.seed))).toBe(
        JSON.stringify(arm.variant),
      );
    }
    expect(plan.arms[0]!.variant.document).toEqual(sample);
  });

  it('is deterministic, and a family keeps its seeds whatever else is asked for', () => {
    const all = planRun(sample, { variantsPerFamily: 3, seed: 7 });
    expect(JSON.stringify(planRun(sample, { variantsPerFamily: 3, seed: 7 }))).toBe(
      JSON.stringify(all),
    );
    const some = planRun(sample, {
      variantsPerFamily: 3,
      seed: 7,
      families: ['hooks', 'skill-ids'],
    });
    const families = some.arms.flatMap((a) => (a.role === 'variant' ? [a.family] : []));
    expect([...new Set(families)]).toEqual(['skill-ids', 'hooks']);
    const seedOf = (plan: typeof all, id: string) => plan.arms.find((a) => a.id === id)!.seed;
    expect(seedOf(some, 'hooks#2')).toBe(seedOf(all, 'hooks#2'));
    expect(seedOf(planRun(sample, { variantsPerFamily: 3, seed: 8 }), 'hooks#2')).not.toBe(
      seedOf(all, 'hooks#2'),
    );
  });

  it('lists a control the harness gives nothing to change as skipped', () => {
    const doc = harnessDocumentSchema.parse({ ...sampleHarness, tools: [], skills: [] });
    const plan = planRun(doc, { variantsPerFamily: 1, seed: 1, families: ['hooks'] });
    expect(plan.skippedControls[0]!.reason).toBe(
      'It needs two enabled tools with different descriptions.',
    );
    expect(plan.skippedControls.map((s) => s.kind)).toEqual([
      'swap-tool-descriptions',
      'shuffle-tool-names',
      'drop-required-parameter',
    ]);
    expect(plan.arms.map((a) => a.id)).toEqual([
      'identity',
      'hooks#1',
      'control:delete-instruction',
    ]);
  });

  it('refuses K out of range and unknown or repeated families, in words', () => {
    const message = (options: Parameters<typeof planRun>[1]) => {
      try {
        planRun(sample, options);
      } catch (err) {
        return (err as { issues: { message: string }[] }).issues.map((i) => i.message).join(' ');
      }
      return '';
    };
    expect(message({ variantsPerFamily: 0, seed: 1 })).toMatch(/at least 1 variant/);
    expect(message({ variantsPerFamily: 11, seed: 1 })).toMatch(/at most 10 variants/);
    expect(message({ variantsPerFamily: 1.5, seed: 1 })).toMatch(/whole number of variants/);
    expect(
      message({ variantsPerFamily: 1, seed: 1, families: ['skill-names' as 'skill-ids'] }),
    ).toMatch(/Choose one of the families/);
    expect(message({ variantsPerFamily: 1, seed: 1, families: ['hooks', 'hooks'] })).toMatch(
      /each family once/,
    );
    expect(message({ variantsPerFamily: 1, seed: -1 })).toMatch(/seed from 0/);
  });
});

describe('focusOfCases', () => {
  it('lists the tools cases expect and the skills they use or that allow those tools', () => {
    const cases = [
      {
        expectations: [
          { type: 'tool_calls', calls: [{ name: 'check_inventory', arguments: {} }] },
          { type: 'skill_used', skill: 'greeting' },
        ],
      },
      { expectations: [{ type: 'no_tool_call' }] },
    ] as Parameters<typeof focusOfCases>[1];
    // product-qa allows check_inventory; greeting is named by the case.
    expect(focusOfCases(sample, cases)).toEqual({
      tools: ['check_inventory'],
      skills: ['greeting', 'product-qa'],
    });
  });

  it('aims the controls at what the sample suite depends on', () => {
    const focus = focusOfCases(sample, testSuiteSchema.parse(sampleSuite).cases);
    expect(focus.tools).toHaveLength(5);
    expect(focus.skills).not.toContain('greeting');
    expect(focus.skills).not.toContain('compliance-refusal');
    const plan = planRun(sample, { variantsPerFamily: 1, seed: 3, focus });
    const deleted = plan.arms.find((a) => a.id === 'control:delete-instruction')!;
    expect(deleted.variant.description).toMatch(/^Instructions of skill "/);
  });
});

describe('robustnessRunRequestSchema', () => {
  const ok = { target: 'draft', variantsPerFamily: 3, trials: 2, seed: 1 };
  const problems = (body: unknown) => {
    const r = robustnessRunRequestSchema.safeParse(body);
    return r.success ? [] : r.error.issues.map((i) => `/${i.path.join('/')} ${i.message}`);
  };

  it('accepts a full body and one with the optional parts left out', () => {
    expect(problems(ok)).toEqual([]);
    expect(
      problems({
        ...ok,
        target: 'label:production',
        endpoints: ['base', 'hat'],
        families: ['hooks'],
      }),
    ).toEqual([]);
  });

  it('points at what is wrong', () => {
    expect(problems({ ...ok, endpoint: 'a', endpoints: ['b'] })).toEqual([
      '/endpoints Give either "endpoint" or "endpoints", not both.',
    ]);
    expect(problems({ ...ok, trials: 21 })).toEqual([
      '/trials Use at most 20 trials per case and arm.',
    ]);
    expect(problems({ ...ok, trials: 0 })[0]).toMatch(/^\/trials /);
    expect(problems({ ...ok, variantsPerFamily: 11 })[0]).toMatch(/^\/variantsPerFamily /);
    expect(problems({ ...ok, families: ['nope'] })[0]).toMatch(/^\/families\/0 Choose one of/);
    expect(problems({ ...ok, target: 'latest' })[0]).toMatch(/^\/target /);
    expect(problems({ ...ok, extra: 1 })).toHaveLength(1);
    expect(problems({ target: 'draft' }).map((p) => p.split(' ')[0])).toEqual([
      '/variantsPerFamily',
      '/trials',
      '/seed',
    ]);
  });
});

describe('robustnessReport', () => {
  const arm = (id: string, passes: number, extra: Partial<ArmResult> = {}): ArmResult => ({
    id,
    role: 'variant',
    passes,
    n: 46,
    ...extra,
  });

  it('computes the contract from hand-counted results', () => {
    const report = robustnessReport([
      arm('identity', 46, { role: 'identity' }),
      arm('skill-ids#1', 46, { family: 'skill-ids' }),
      arm('skill-ids#2', 23, { family: 'skill-ids' }),
      arm('tool-schemas#1', 45, { family: 'tool-schemas' }),
      arm('control:shuffle-tool-names', 10, { role: 'control', kind: 'shuffle-tool-names' }),
      arm('control:swap-tool-descriptions', 46, {
        role: 'control',
        kind: 'swap-tool-descriptions',
      }),
    ]);
    expect(robustnessReportSchema.parse(report)).toEqual(report);
    expect(report.identity).toEqual(wilson(46, 46));
    const [skillIds, toolSchemas] = report.families;
    expect(skillIds).toEqual({
      family: 'skill-ids',
      meanPassRate: 0.75,
      worstPassRate: 0.5,
      drop: 0.5,
      low: expect.closeTo(0.36119, 5),
      high: expect.closeTo(0.63881, 5),
      significant: true,
      worstVariant: 'skill-ids#2',
    });
    // One case in 46 lost: inside the noise floor, not a significant drop.
    expect(toolSchemas!.drop).toBeCloseTo(1 / 46, 12);
    expect(toolSchemas!.significant).toBe(false);
    expect(report.families).toHaveLength(2);
    expect(report.controls.map((c) => [c.kind, c.caught])).toEqual([
      ['shuffle-tool-names', true],
      ['swap-tool-descriptions', false],
    ]);
    expect(report.controls[0]!.passRate).toBeCloseTo(10 / 46, 12);
  });

  it('names the first of equally bad variants, and needs the identity arm', () => {
    const report = robustnessReport([
      arm('identity', 40, { role: 'identity' }),
      arm('hooks#1', 30, { family: 'hooks' }),
      arm('hooks#2', 30, { family: 'hooks' }),
    ]);
    expect(report.families[0]!.worstVariant).toBe('hooks#1');
    expect(() => robustnessReport([arm('hooks#1', 1, { family: 'hooks' })])).toThrow(/identity/);
  });
});

describe('armVariant', () => {
  it('rebuilds every planned arm byte for byte from its recipe', () => {
    const focus = focusOfCases(sample, testSuiteSchema.parse(sampleSuite).cases);
    const plan = planRun(sample, { variantsPerFamily: 2, seed: 11, focus });
    for (const arm of plan.arms) {
      const recipe = { ...arm, family: 'family' in arm ? arm.family : undefined };
      expect(JSON.stringify(armVariant(sample, recipe, focus))).toBe(JSON.stringify(arm.variant));
    }
  });
});
