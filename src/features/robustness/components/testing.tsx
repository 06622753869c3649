import type { RobustnessRun } from '../types';

export { json, fakeApi, renderWithProviders } from '../../../lib/testing/fake-api';

// Fixtures for the feature's component tests: a finished run to report.

const interval = (passRate: number, low: number, high: number) => ({ passRate, low, high });

/** A finished run on two endpoints: tool-schemas drops significantly, one control is missed. */
export function finishedRun(): RobustnessRun {
  const family = {
    family: 'tool-schemas' as const,
    meanPassRate: 0.25,
    worstPassRate: 0,
    drop: 1,
    low: 0,
    high: 0.34,
    significant: true,
    worstVariant: 'tool-schemas#1',
  };
  const hooks = {
    family: 'hooks' as const,
    meanPassRate: 1,
    worstPassRate: 1,
    drop: 0,
    low: 0.66,
    high: 1,
    significant: false,
    worstVariant: 'hooks#1',
  };
  const controls = [
    { kind: 'shuffle-tool-names', ...interval(0, 0, 0.34), caught: true },
    { kind: 'delete-instruction', ...interval(1, 0.66, 1), caught: false },
  ];
  const identity = interval(1, 0.66, 1);
  const score = (arm: string, endpoint: string, passRate: number) => ({
    arm,
    endpoint,
    passes: passRate * 6,
    n: 6,
    ...interval(passRate, 0, 1),
    passHatK: passRate,
  });
  return {
    id: 'run-1111-aaaa',
    harnessId: 'h1',
    target: 'draft',
    version: null,
    contentHash: 'sha256:draft',
    status: 'finished',
    total: 20,
    done: 20,
    endpoints: ['default', 'large'],
    families: ['tool-schemas', 'hooks'],
    variantsPerFamily: 1,
    trials: 2,
    seed: 7,
    arms: [
      { id: 'identity', role: 'identity', seed: 7, description: 'The unchanged harness.' },
      {
        id: 'tool-schemas#1',
        role: 'variant',
        family: 'tool-schemas',
        seed: 11,
        description: 'Tools renamed: list_promotions -> get_offers.',
      },
      { id: 'hooks#1', role: 'variant', family: 'hooks', seed: 12, description: 'Hooks renamed.' },
      {
        id: 'control:shuffle-tool-names',
        role: 'control',
        kind: 'shuffle-tool-names',
        seed: 13,
        description: 'Tool names shuffled.',
      },
      {
        id: 'control:delete-instruction',
        role: 'control',
        kind: 'delete-instruction',
        seed: 14,
        description: 'An instruction deleted.',
      },
    ],
    report: {
      identity,
      families: [family, hooks],
      controls,
      endpoints: [
        {
          endpoint: 'default',
          identity,
          families: [family, hooks],
          controls,
          variants: { meanPassRate: 0.5, worstFamily: 'tool-schemas', worstPassRate: 0 },
        },
        {
          endpoint: 'large',
          identity,
          families: [{ ...family, worstPassRate: 1, drop: 0, significant: false }, hooks],
          controls,
          variants: { meanPassRate: 1, worstFamily: 'hooks', worstPassRate: 1 },
        },
      ],
      arms: [
        score('identity', 'default', 1),
        score('tool-schemas#1', 'default', 0),
        score('hooks#1', 'default', 1),
      ],
      skippedControls: [
        { kind: 'drop-required-parameter', reason: 'It needs a required parameter.' },
      ],
      k: 2,
    },
    error: null,
    createdAt: '2026-12-03T09:00:00.000Z',
    createdBy: 'qa',
    finishedAt: '2026-12-03T09:01:00.000Z',
  };
}
