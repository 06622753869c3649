import { describe, expect, it } from 'vitest';
import { compareRobustness } from './compare-robustness';
import type { RobustnessArm, RobustnessCell } from './run-contract';
import { runReport } from './run-report';

const arms: RobustnessArm[] = [
  { id: 'identity', role: 'identity', seed: 1, description: '' },
  { id: 'tool-schemas#1', role: 'variant', family: 'tool-schemas', seed: 2, description: 'x' },
  { id: 'tool-schemas#2', role: 'variant', family: 'tool-schemas', seed: 3, description: 'y' },
  { id: 'hooks#1', role: 'variant', family: 'hooks', seed: 4, description: 'z' },
  {
    id: 'control:drop-required-parameter',
    role: 'control',
    kind: 'drop-required-parameter',
    seed: 5,
    description: 'c',
  },
];

/** 20 cases per arm and endpoint, `passes[arm]` of them passing every one of `trials` trials. */
function cellsOf(endpoint: string, passes: Record<string, number>, trials = 1): RobustnessCell[] {
  return arms.flatMap((arm) =>
    Array.from({ length: 20 }, (_, i) => ({
      endpoint,
      arm: arm.id,
      caseId: `c${i}`,
      passes: i < passes[arm.id]! ? trials : 0,
      trials,
    })),
  );
}

const scores = {
  identity: 20,
  'tool-schemas#1': 18,
  'tool-schemas#2': 4,
  'hooks#1': 19,
  'control:drop-required-parameter': 3,
};

describe('runReport', () => {
  const input = { arms, k: 1, skippedControls: [] };

  it('reports families by their worst variant and catches a control below identity', () => {
    const report = runReport({ ...input, endpoints: ['a'], cells: cellsOf('a', scores) });
    expect(report.identity.passRate).toBe(1);
    const tools = report.families.find((f) => f.family === 'tool-schemas')!;
    expect(tools).toMatchObject({ worstVariant: 'tool-schemas#2', worstPassRate: 0.2 });
    expect(tools.meanPassRate).toBeCloseTo(0.55);
    expect(tools.drop).toBeCloseTo(0.8);
    expect(tools.significant).toBe(true);
    expect(report.families.find((f) => f.family === 'hooks')!.significant).toBe(false);
    expect(report.controls).toEqual([
      expect.objectContaining({ kind: 'drop-required-parameter', caught: true }),
    ]);
    expect(report.endpoints[0]!.variants).toEqual({
      meanPassRate: expect.closeTo((18 + 4 + 19) / 60, 9),
      worstFamily: 'tool-schemas',
      worstPassRate: 0.2,
    });
    expect(report.arms.every((a) => a.passHatK === null)).toBe(true);
  });

  it('gives a row per endpoint with the first one at the top, and pass^k with trials', () => {
    const strong = { ...scores, 'tool-schemas#2': 19 };
    const report = runReport({
      ...input,
      k: 2,
      endpoints: ['base', 'tuned'],
      cells: [...cellsOf('base', scores, 2), ...cellsOf('tuned', strong, 2)],
    });
    expect(report.endpoints.map((e) => e.endpoint)).toEqual(['base', 'tuned']);
    expect(report.families).toEqual(report.endpoints[0]!.families);
    expect(report.endpoints[1]!.variants).toMatchObject({
      worstFamily: 'tool-schemas',
      worstPassRate: 0.9,
    });
    const arm = report.arms.find((a) => a.endpoint === 'tuned' && a.arm === 'tool-schemas#2')!;
    expect(arm).toMatchObject({ passes: 38, n: 40, passHatK: 0.95 });
  });

  it('reports what a cancelled run finished, with no cells for some arms', () => {
    const cells = cellsOf('a', scores).filter((c) => c.arm !== 'hooks#1');
    const report = runReport({ ...input, endpoints: ['a'], cells });
    expect(report.families.find((f) => f.family === 'hooks')).toMatchObject({
      worstPassRate: 0,
      low: 0,
      high: 1,
      significant: false,
    });
  });
});

describe('compareRobustness', () => {
  it('calls a family worse only when the intervals part', () => {
    const make = (s: Record<string, number>) =>
      runReport({ arms, k: 1, skippedControls: [], endpoints: ['a'], cells: cellsOf('a', s) });
    const base = make({ ...scores, 'tool-schemas#2': 19 });
    const head = make(scores);
    const comparison = compareRobustness({ base: 'b', head: 'h' }, base, head);
    const tools = comparison.families.find((f) => f.family === 'tool-schemas')!;
    expect(tools.worse).toBe(true);
    expect(tools.change).toBeCloseTo(-0.7);
    expect(comparison.families.find((f) => f.family === 'hooks')!.worse).toBe(false);
    expect(comparison.identity.head.passRate).toBe(1);
  });
});
