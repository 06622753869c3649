/**
 * The reference model of what a harness's labels serve, for the model-based test of releases:
 * a few lines per rule, written from docs/api.md (labels, schedules, the rule in force) rather
 * than from the server's code, so the two can disagree.
 */

import { endOutgrown, initialLayers, type LayersModel } from './layer-model';

export type Guardrails = { kind: 'error_rate'; maxIncrease: number }[];

/** A split as the model knows it: its experiment is a symbol, mapped to the server's id. */
export interface ModelSplit {
  version: number;
  percent: number;
  exp: number;
  /** null: none. */
  guardrails: Guardrails | null;
}

export interface ModelServed {
  version: number;
  split: ModelSplit | null;
}

/** A split as a move asks for it: guardrails absent keep a ramp's, null or [] clear them. */
export interface SplitAsked {
  version: number;
  percent: number;
  guardrails?: Guardrails | null;
}

export interface ModelSchedule {
  id: number;
  at: number;
  until: number | null;
  version: number;
  split: SplitAsked | null;
  state: 'pending' | 'fired' | 'cancelled';
  endState: 'pending' | 'fired' | 'superseded' | 'cancelled' | null;
  previous: ModelServed | null;
  /** The token of the label move this schedule's move made. */
  moveToken: string | null;
}

export interface ReleaseModel {
  /** The scheduler's clock: a whole hour of the grid (`hour`) plus a little. */
  hour: number;
  versions: number;
  /** Approvals `production` needs per version's own document (0 or 1). */
  versionRule: Map<number, number>;
  draftRule: number;
  staging: ModelServed & { lastMove: string };
  production: { version: number; servedBefore: Set<number> };
  schedules: ModelSchedule[];
  nextExp: number;
  /** The sample shop's overlay: its version (null before the first) and its own floor. */
  shop: { overlayVersion: number | null; discountFloor: number | null };
  /** Label moves made since the run's set-up (both labels). */
  moves: number;
  tokens: number;
  /** What the versions hold and the labels' layer experiments (layer-model.ts). */
  lay: LayersModel;
}

export function initialModel(hour: number): ReleaseModel {
  return {
    hour,
    versions: 3,
    versionRule: new Map([
      [1, 1],
      [2, 1],
      [3, 1],
    ]),
    draftRule: 1,
    staging: { version: 1, split: null, lastMove: 'setup' },
    production: { version: 1, servedBefore: new Set([1]) },
    schedules: [],
    nextExp: 1,
    shop: { overlayVersion: null, discountFloor: null },
    moves: 0,
    tokens: 0,
    lay: initialLayers(),
  };
}

/** The platform's floor: the lowest share of the list price a host may quote. */
export const BASE_DISCOUNT_FLOOR = 0.6;

const cleared = (g: Guardrails | null | undefined) => (g && g.length > 0 ? g : null);

/**
 * What a label serves after a move to `version` with `asked`: a ramp (same two versions, the
 * same or a higher percent) keeps the running experiment and, unless it sends some, its
 * guardrails; any other split starts a new experiment.
 */
export function moveTo(
  m: ReleaseModel,
  before: ModelServed,
  version: number,
  asked: SplitAsked | null,
): ModelServed {
  if (!asked) return { version, split: null };
  const running = before.split;
  if (
    running &&
    before.version === version &&
    running.version === asked.version &&
    asked.percent >= running.percent
  ) {
    const guardrails =
      asked.guardrails === undefined ? running.guardrails : cleared(asked.guardrails);
    return { version, split: { ...running, percent: asked.percent, guardrails } };
  }
  const exp = m.nextExp++;
  return {
    version,
    split: {
      version: asked.version,
      percent: asked.percent,
      exp,
      guardrails: cleared(asked.guardrails),
    },
  };
}

/** Records a move of staging: what it serves now and the token of the move that set it. */
export function setStaging(m: ReleaseModel, served: ModelServed): string {
  const token = `move-${++m.tokens}`;
  m.staging = { ...served, lastMove: token };
  m.moves += 1;
  endOutgrown(
    m.lay,
    'staging',
    served.split ? [served.version, served.split.version] : [served.version],
  );
  return token;
}

/**
 * Production moves to `version`: back to one it served (a rollback) leaves the version it
 * leaves no longer counting as served, until it is served again.
 */
export function moveProduction(m: ReleaseModel, version: number): void {
  const { servedBefore } = m.production;
  if (version !== m.production.version && servedBefore.has(version))
    servedBefore.delete(m.production.version);
  servedBefore.add(version);
  m.production.version = version;
  m.moves += 1;
  endOutgrown(m.lay, 'production', [version]);
}

/** Approvals a plain move of `production` needs: the stricter of the draft's and the served. */
export function productionRule(m: ReleaseModel): number {
  return Math.max(m.draftRule, m.versionRule.get(m.production.version) ?? 1);
}

/**
 * Whether a version a label would serve some viewers without a move (a holdout's baseline, a
 * layer experiment's treatment) needs approvals it lacks: the label asks some and never served
 * it (staging asks none here).
 */
export const lacksApprovals = (m: ReleaseModel, label: string, version: number) =>
  label === 'production' && productionRule(m) > 0 && !m.production.servedBefore.has(version);

export type Fired = { scheduleId: number; kind: 'move' | 'end'; outcome: string };

/**
 * Everything due at the clock's hour, as one queue: at one instant the moves (by id) go first,
 * each taking over the `previous` of a window ending then whose move is still the label's
 * latest; then the ends, each restoring only while its move is still the label's latest.
 */
export function fireDue(m: ReleaseModel, hourMs: (h: number) => number): Fired[] {
  const now = hourMs(m.hour);
  const out: Fired[] = [];
  const moves = m.schedules.filter((s) => s.state === 'pending' && s.at === now);
  for (const s of moves.sort((a, b) => a.id - b.id)) {
    const ending = m.schedules
      .filter(
        (e) =>
          e.state === 'fired' &&
          e.endState === 'pending' &&
          e.until === s.at &&
          e.previous !== null &&
          e.moveToken === m.staging.lastMove,
      )
      .sort((a, b) => a.id - b.id)[0];
    const before: ModelServed = { version: m.staging.version, split: m.staging.split };
    const previous = ending ? ending.previous : before;
    s.moveToken = setStaging(m, moveTo(m, before, s.version, s.split));
    s.state = 'fired';
    s.previous = previous;
    out.push({ scheduleId: s.id, kind: 'move', outcome: 'fired' });
  }
  const ends = m.schedules.filter(
    (s) => s.state === 'fired' && s.endState === 'pending' && s.until === now,
  );
  for (const s of ends.sort((a, b) => a.id - b.id)) {
    if (s.moveToken === m.staging.lastMove && s.previous) {
      setStaging(m, s.previous);
      s.endState = 'fired';
      out.push({ scheduleId: s.id, kind: 'end', outcome: 'fired' });
    } else {
      s.endState = 'superseded';
      out.push({ scheduleId: s.id, kind: 'end', outcome: 'superseded' });
    }
  }
  return out;
}
