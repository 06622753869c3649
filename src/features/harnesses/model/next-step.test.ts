import { describe, expect, it } from 'vitest';
import type { Actor, Role } from '../../../harness/roles';
import { overview } from '../components/testing';
import type { DraftGate } from '../types';
import { nextStep, releaseSteps, type ReleaseStep } from './next-step';

const as = (role: Role): Actor => ({ id: role, name: role, role });
const gate = (over: Partial<DraftGate>): DraftGate => ({
  gated: true,
  threshold: 0.95,
  version: null,
  allowed: false,
  refusal: null,
  ...over,
});
const refusal = (code: 'gate.no_run' | 'gate.below_threshold') => ({
  code,
  detail: '',
  version: 2,
  runId: null,
  passRate: code === 'gate.no_run' ? null : 0.5,
  threshold: 0.95,
});
const kinds = (steps: readonly ReleaseStep[]) => steps.map((s) => s.kind);

describe('releaseSteps', () => {
  it('is empty when production serves the draft', () => {
    expect(releaseSteps(overview({ draft: { against: 1, differs: false, changes: [] } }))).toEqual(
      [],
    );
    expect(releaseSteps(overview({ gate: gate({ version: 1, allowed: true }) }))).toEqual([]);
  });

  it('starts with a version while the draft is not one; tests only when gated', () => {
    expect(kinds(releaseSteps(overview()))).toEqual(['version', 'test', 'publish']);
    expect(kinds(releaseSteps(overview({ gate: gate({ gated: false, allowed: true }) })))).toEqual([
      'version',
      'publish',
    ]);
  });

  it('asks for the tests of a version without a run, a fix for one that fails', () => {
    const noRun = overview({ gate: gate({ version: 2, refusal: refusal('gate.no_run') }) });
    expect(releaseSteps(noRun)).toEqual([
      { kind: 'test', version: 2 },
      { kind: 'publish', version: 2 },
    ]);
    const failing = overview({
      gate: gate({ version: 2, refusal: refusal('gate.below_threshold') }),
    });
    expect(kinds(releaseSteps(failing))).toEqual(['fix', 'version', 'test', 'publish']);
    const passed = overview({ gate: gate({ version: 2, allowed: true }) });
    expect(releaseSteps(passed)).toEqual([{ kind: 'publish', version: 2 }]);
  });

  it('never suggests a version production was rolled back from, even one that passed', () => {
    const left = { at: '2026-12-06T08:00:00.000Z', actor: 'publisher-1', toVersion: 2 };
    const rolledBack = overview({
      gate: gate({ version: 3, allowed: true, leftByRollback: left }),
    });
    expect(releaseSteps(rolledBack)).toEqual([
      { kind: 'fix', version: 3 },
      { kind: 'version', version: null },
      { kind: 'test', version: null },
      { kind: 'publish', version: null },
    ]);
    expect(nextStep(as('publisher'), releaseSteps(rolledBack)).own).toBeNull();
  });
});

describe('nextStep', () => {
  const ready: ReleaseStep[] = [
    { kind: 'test', version: 2 },
    { kind: 'publish', version: 2 },
  ];
  const fresh: ReleaseStep[] = [
    { kind: 'version', version: null },
    { kind: 'test', version: null },
    { kind: 'publish', version: null },
  ];

  it('tells ops with v2 ready to ask a publisher to run its tests and publish it', () => {
    expect(nextStep(as('ops'), ready)).toEqual({
      own: null,
      ask: { steps: ready, who: ['publisher'] },
      then: [],
    });
  });

  it('lets ops make the version itself, then names a publisher (or QA) for the rest', () => {
    const n = nextStep(as('ops'), fresh);
    expect(n.own).toEqual({ kind: 'version', version: null });
    expect(n.then).toEqual([
      { step: fresh[1], who: ['qa', 'publisher'] },
      { step: fresh[2], who: ['publisher'] },
    ]);
  });

  it('gives QA the tests and leaves publishing to a publisher', () => {
    const n = nextStep(as('qa'), ready);
    expect(n.own).toEqual({ kind: 'test', version: 2 });
    expect(n.then).toEqual([{ step: ready[1], who: ['publisher'] }]);
  });

  it('has QA ask ops or an engineer for the version first, then run the tests itself', () => {
    const n = nextStep(as('qa'), fresh);
    expect(n.ask).toEqual({ steps: [fresh[0]], who: ['ops', 'engineer'] });
    expect(n.then.map((x) => x.who)).toEqual(['you', ['publisher']]);
  });

  it('gives a publisher the tests and then the publish itself', () => {
    const n = nextStep(as('publisher'), ready);
    expect(n.own).toEqual(ready[0]);
    expect(n.then).toEqual([{ step: ready[1], who: 'you' }]);
    expect(nextStep(as('publisher'), [ready[1]!]).own).toEqual(ready[1]);
  });

  it('has an engineer do all but the publish; an admin does all', () => {
    const e = nextStep(as('engineer'), fresh);
    expect(e.own?.kind).toBe('version');
    expect(e.then.map((x) => x.who)).toEqual(['you', ['publisher']]);
    const a = nextStep(as('admin'), fresh);
    expect(a.then.map((x) => x.who)).toEqual(['you', 'you']);
  });

  it('never offers a merchant a release step', () => {
    const n = nextStep(as('merchant'), ready);
    expect(n.own).toBeNull();
    expect(n.ask?.who).toEqual(['publisher']);
  });

  it('is nothing when nothing is pending', () => {
    expect(nextStep(as('ops'), [])).toEqual({ own: null, ask: null, then: [] });
  });
});
