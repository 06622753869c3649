import { describe, expect, it } from 'vitest';
import type { PublishGate } from '../types';
import { gateDecision, newlyFailingNames, percent, refusals } from './gate-view';

const gate = (patch: Partial<PublishGate>): PublishGate => ({
  version: 2,
  threshold: 0.95,
  gated: true,
  allowed: true,
  rollback: false,
  refusal: null,
  run: null,
  production: { version: 1, run: null },
  comparison: null,
  ...patch,
});

const side = { pass: true, pass1: 1, replies: [], failed: [], errors: [] };

describe('gate view', () => {
  it('writes shares as the server does', () => {
    expect(percent(0.875)).toBe('87.5%');
    expect(percent(1)).toBe('100%');
    expect(percent(0.95)).toBe('95%');
  });

  it('names the newly failing cases', () => {
    const comparison: PublishGate['comparison'] = {
      base: 'a',
      head: 'b',
      setup: {
        base: { endpoint: 'default', model: 'm' },
        head: { endpoint: 'default', model: 'm' },
        differs: [],
      },
      newlyFailing: ['c2', 'gone'],
      newlyPassing: [],
      stillFailing: [],
      skipped: [],
      answersChanged: [],
      added: [],
      removed: [],
      skippedChecks: 0,
      running: { base: false, head: false },
      pending: [],
      passRate: { base: 1, head: 0.5 },
      cases: [
        {
          caseId: 'c1',
          name: 'Greets',
          change: 'still_passing',
          answerChanged: false,
          base: side,
          head: side,
        },
        {
          caseId: 'c2',
          name: 'Quotes the price',
          change: 'newly_failing',
          answerChanged: true,
          base: side,
          head: side,
        },
      ],
    };
    expect(newlyFailingNames(comparison)).toEqual(['Quotes the price', 'gone']);
    expect(newlyFailingNames(null)).toEqual([]);
  });

  it('blocks a refused publish unless an admin overrides it with a reason', () => {
    const refused = refusals([
      gate({ allowed: false }),
      undefined,
      gate({ gated: false, allowed: false }),
    ]);
    expect(refused).toHaveLength(1);
    const state = { canOverride: true, on: true, reason: '  hotfix  ' };
    expect(gateDecision([], state)).toEqual({ blocked: false, override: undefined });
    expect(gateDecision(refused, state)).toEqual({
      blocked: false,
      override: { reason: 'hotfix' },
    });
    expect(gateDecision(refused, { ...state, reason: ' ' }).blocked).toBe(true);
    expect(gateDecision(refused, { ...state, on: false }).blocked).toBe(true);
    expect(gateDecision(refused, { ...state, canOverride: false })).toEqual({
      blocked: true,
      override: undefined,
    });
  });
});
