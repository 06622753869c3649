import * as roles from '../../../harness/roles';
import type { Actor, Role } from '../../../harness/roles';
import type { HarnessOverview } from '../types';

// The release as steps (version, tests, publish), and who takes each: the role table of the
// core decides, the same one the server enforces, so nobody is offered a step it may not take.

export type StepKind = 'fix' | 'version' | 'test' | 'publish';

export interface ReleaseStep {
  kind: StepKind;
  /** The version the step is about; null while the draft is not a version yet. */
  version: number | null;
}

/** What still has to happen for the draft to reach production, in order; empty when nothing. */
export function releaseSteps(o: Pick<HarnessOverview, 'labels' | 'draft' | 'gate'>): ReleaseStep[] {
  const production = o.labels.find((l) => l.name === 'production')?.version ?? null;
  const g = o.gate;
  if (o.draft.differs === false || (g.version !== null && g.version === production)) return [];
  if (g.version === null) {
    const steps: ReleaseStep[] = [{ kind: 'version', version: null }];
    if (g.gated) steps.push({ kind: 'test', version: null });
    return [...steps, { kind: 'publish', version: null }];
  }
  const v = g.version;
  // A version a rollback took production away from is not offered again: the draft needs a fix.
  if (g.leftByRollback) {
    return [
      { kind: 'fix', version: v },
      { kind: 'version', version: null },
      ...(g.gated ? [{ kind: 'test' as const, version: null }] : []),
      { kind: 'publish', version: null },
    ];
  }
  if (g.allowed) return [{ kind: 'publish', version: v }];
  const code = g.refusal?.code ?? '';
  // Runs that fail the gate: the draft needs a fix and a new version, run again.
  if (/below_threshold|robustness_drop/.test(code)) {
    return [
      { kind: 'fix', version: v },
      { kind: 'version', version: null },
      { kind: 'test', version: null },
      { kind: 'publish', version: null },
    ];
  }
  return [
    { kind: 'test', version: v },
    { kind: 'publish', version: v },
  ];
}

/** Whether the role may take the step (the core's predicates). */
export function mayTake(actor: Actor, kind: StepKind): boolean {
  switch (kind) {
    case 'fix':
      return roles.canWriteEntity(actor, 'prompt');
    case 'version':
      return roles.canCreateVersion(actor);
    case 'test':
      return roles.canRunTests(actor);
    case 'publish':
      return roles.canMoveLabel(actor, 'production');
  }
}

/** Roles named when someone is to be asked: the owner of a job first; admins are not asked. */
const ASKED: readonly Role[] = ['qa', 'publisher', 'ops', 'engineer'];

/** Up to two roles that may take every step given (QA or a publisher, ops or an engineer). */
export function whoTakes(steps: readonly ReleaseStep[]): Role[] {
  return ASKED.filter((role) =>
    steps.every((s) => mayTake({ id: role, name: role, role }, s.kind)),
  ).slice(0, 2);
}

export interface NextStep {
  /** The first step, when the actor takes it itself. */
  own: ReleaseStep | null;
  /** Otherwise: the steps the actor should ask someone for, and whom. */
  ask: { steps: ReleaseStep[]; who: Role[] } | null;
  /** What comes after, each with who takes it (`you` when the actor may). */
  then: { step: ReleaseStep; who: Role[] | 'you' }[];
}

/**
 * The actor's next step: the first pending step when it may take it; else whom to ask for the
 * steps before its own next one (as many as one role can take). Then the rest, with who.
 */
export function nextStep(actor: Actor, steps: readonly ReleaseStep[]): NextStep {
  const rest = (from: number) =>
    steps.slice(from).map((step) => ({
      step,
      who: mayTake(actor, step.kind) ? ('you' as const) : whoTakes([step]),
    }));
  const first = steps[0];
  if (!first) return { own: null, ask: null, then: [] };
  if (mayTake(actor, first.kind)) return { own: first, ask: null, then: rest(1) };
  // The steps before the actor's own next one, as many as one role can take.
  let end = steps.findIndex((s) => mayTake(actor, s.kind));
  if (end < 0) end = steps.length;
  let take = end;
  while (take > 1 && whoTakes(steps.slice(0, take)).length === 0) take--;
  const asked = steps.slice(0, take);
  return { own: null, ask: { steps: asked, who: whoTakes(asked) }, then: rest(take) };
}
