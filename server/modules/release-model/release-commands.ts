/**
 * The steps of the model-based test of releases (fast-check commands): each runs against the
 * real API and says what the reference model expects of it; `verify` then compares the whole
 * state. Versions are drawn as small numbers and mapped onto the versions the run has.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import {
  BASE_DISCOUNT_FLOOR,
  fireDue,
  moveProduction,
  moveTo,
  productionRule,
  setStaging,
  type Guardrails,
  type ReleaseModel,
  type SplitAsked,
} from './reference-model';
import { iso, newVersion, setDraftRule, verify, type World } from './release-world';
import { SAMPLE_SHOP } from '../../testing/describe-api';
import { layerCommands } from './layer-commands';

type Cmd = fc.AsyncCommand<ReleaseModel, World>;

const pick = (m: ReleaseModel, v: number) => ((v - 1) % m.versions) + 1;
/** Another version than `v` (the split's), drawn from `d`. */
const other = (m: ReleaseModel, v: number, d: number) =>
  ((v + (d % (m.versions - 1))) % m.versions) + 1;

const GUARDRAILS: Guardrails[] = [
  [{ kind: 'error_rate', maxIncrease: 0.02 }],
  [{ kind: 'error_rate', maxIncrease: 0.05 }],
];
const guardrailsAsked = fc.constantFrom<Guardrails | null | undefined>(
  undefined,
  null,
  [],
  ...GUARDRAILS,
);

function body(split: SplitAsked | null) {
  if (!split) return {};
  const { guardrails, ...rest } = split;
  return { split: guardrails === undefined ? rest : { ...rest, guardrails } };
}

/** A split as drawn: its version is another than the label's, picked at run time. */
interface DrawnSplit {
  d: number;
  percent: number;
  guardrails: Guardrails | null | undefined;
}

const askedSplit = (m: ReleaseModel, version: number, s: DrawnSplit | null): SplitAsked | null =>
  s && { version: other(m, version, s.d), percent: s.percent, guardrails: s.guardrails };

export class MoveStaging implements Cmd {
  constructor(
    readonly v: number,
    readonly split: DrawnSplit | null,
  ) {}
  check = () => true;
  async run(m: ReleaseModel, w: World) {
    const version = pick(m, this.v);
    const split = askedSplit(m, version, this.split);
    const res = await w.api.as('publisher', 'PUT', `/harnesses/${w.id}/labels/staging`, {
      body: { version, reason: 'by hand', ...body(split) },
    });
    expect(res.status, res.text).toBe(200);
    setStaging(
      m,
      moveTo(m, { version: m.staging.version, split: m.staging.split }, version, split),
    );
    await verify(m, w);
  }
  toString = () => `MoveStaging(${this.v}, ${JSON.stringify(this.split)})`;
}

class RampStaging implements Cmd {
  constructor(
    readonly up: number,
    readonly guardrails: Guardrails | null | undefined,
  ) {}
  check = (m: Readonly<ReleaseModel>) => m.staging.split !== null;
  async run(m: ReleaseModel, w: World) {
    const running = m.staging.split!;
    const split = {
      version: running.version,
      percent: Math.min(99, running.percent + this.up),
      guardrails: this.guardrails,
    };
    const res = await w.api.as('publisher', 'PUT', `/harnesses/${w.id}/labels/staging`, {
      body: { version: m.staging.version, reason: 'ramp', ...body(split) },
    });
    expect(res.status, res.text).toBe(200);
    setStaging(
      m,
      moveTo(m, { version: m.staging.version, split: running }, m.staging.version, split),
    );
    await verify(m, w);
  }
  toString = () => `RampStaging(+${this.up}, ${JSON.stringify(this.guardrails)})`;
}

export class ScheduleStaging implements Cmd {
  constructor(
    readonly inHours: number,
    readonly forHours: number | null,
    readonly v: number,
    readonly split: DrawnSplit | null,
  ) {}
  check = () => true;
  async run(m: ReleaseModel, w: World) {
    const version = pick(m, this.v);
    const split = askedSplit(m, version, this.split);
    const at = w.hourMs(m.hour + this.inHours);
    const until = this.forHours === null ? null : at + this.forHours * 3_600_000;
    const res = await w.api.as<{ id: number }>(
      'publisher',
      'POST',
      `/harnesses/${w.id}/schedules`,
      {
        body: {
          label: 'staging',
          version,
          reason: 'campaign',
          at: iso(at),
          ...(until === null ? {} : { until: iso(until) }),
          ...body(split),
        },
      },
    );
    expect(res.status, res.text).toBe(201);
    m.schedules.push({
      id: res.body.id,
      at,
      until,
      version,
      split,
      state: 'pending',
      endState: until === null ? null : 'pending',
      previous: null,
      moveToken: null,
    });
    await verify(m, w);
  }
  toString = () =>
    `ScheduleStaging(in ${this.inHours}h for ${this.forHours}h, ${this.v}, ${JSON.stringify(this.split)})`;
}

class CancelSchedule implements Cmd {
  constructor(readonly n: number) {}
  check = () => true;
  async run(m: ReleaseModel, w: World) {
    const s = m.schedules.length > 0 ? m.schedules[this.n % m.schedules.length]! : null;
    if (!s) return;
    const res = await w.api.as('publisher', 'DELETE', `/harnesses/${w.id}/schedules/${s.id}`);
    if (s.state === 'pending') {
      expect(res.status, res.text).toBe(200);
      s.state = 'cancelled';
      if (s.endState !== null) s.endState = 'cancelled';
    } else if (s.state === 'fired' && s.endState === 'pending') {
      expect(res.status, res.text).toBe(200);
      s.endState = 'cancelled';
    } else {
      expect(res.status, res.text).toBe(409);
      expect((res.body as { code: string }).code).toBe('schedule.not_pending');
    }
    await verify(m, w);
  }
  toString = () => `CancelSchedule(${this.n})`;
}

/** The clock moves to the next hour of the grid; the scheduler fires what fell due. */
export class Advance implements Cmd {
  constructor(readonly jitterMs: number) {}
  check = () => true;
  async run(m: ReleaseModel, w: World) {
    m.hour += 1;
    w.clock.now = w.hourMs(m.hour) + this.jitterMs;
    const want = fireDue(m, w.hourMs);
    const ours = new Set(m.schedules.map((s) => s.id));
    // Schedules of earlier runs' harnesses fire on the same clock: only this run's count.
    const fired = (await w.scheduler.tick()).filter((f) => ours.has(f.scheduleId));
    expect(fired).toEqual(want);
    await verify(m, w);
  }
  toString = () => `Advance(+1h ${this.jitterMs}ms)`;
}

export class DraftRule implements Cmd {
  constructor(
    readonly required: number,
    readonly who: 'engineer' | 'admin',
  ) {}
  check = () => true;
  async run(m: ReleaseModel, w: World) {
    await setDraftRule(w, this.who, this.required);
    m.draftRule = this.required;
    m.lay.draft['meta:meta'] = this.required;
    await verify(m, w);
  }
  toString = () => `DraftRule(${this.required} by ${this.who})`;
}

export class NewVersion implements Cmd {
  check = (m: Readonly<ReleaseModel>) => m.versions < 8;
  async run(m: ReleaseModel, w: World) {
    const n = await newVersion(w);
    m.versions += 1;
    expect(n).toBe(m.versions);
    m.versionRule.set(n, m.draftRule);
    m.lay.variants.set(n, { ...m.lay.draft });
    await verify(m, w);
  }
  toString = () => 'NewVersion';
}

/** A publisher moves production by hand: only a rollback or a rule needing none lets it. */
class MoveProduction implements Cmd {
  constructor(readonly v: number) {}
  check = () => true;
  async run(m: ReleaseModel, w: World) {
    const version = pick(m, this.v);
    const res = await w.api.as('publisher', 'PUT', `/harnesses/${w.id}/labels/production`, {
      body: { version, reason: 'by hand' },
    });
    if (productionRule(m) > 0 && !m.production.servedBefore.has(version)) {
      expect(res.status, res.text).toBe(409);
      expect((res.body as { code: string }).code).toBe('label.approvals_required');
    } else {
      expect(res.status, res.text).toBe(200);
      moveProduction(m, version);
    }
    await verify(m, w);
  }
  toString = () => `MoveProduction(${this.v})`;
}

/** An engineer's change request for production, approved by a publisher who publishes it. */
export class PublishRequest implements Cmd {
  constructor(readonly v: number) {}
  check = () => true;
  async run(m: ReleaseModel, w: World) {
    const version = pick(m, this.v);
    const base = `/harnesses/${w.id}/change-requests`;
    const opened = await w.api.as<{ id: number }>('engineer', 'POST', base, {
      body: {
        title: `v${version}`,
        target: { kind: 'label', label: 'production' },
        source: { kind: 'version', version },
      },
    });
    expect(opened.status, opened.text).toBe(201);
    const n = opened.body.id;
    const review = await w.api.as('publisher', 'POST', `${base}/${n}/reviews`, {
      body: { verdict: 'approve' },
    });
    expect(review.status, review.text).toBe(201);
    const published = await w.api.as('publisher', 'POST', `${base}/${n}/publish`, {
      body: { reason: 'reviewed' },
    });
    expect(published.status, published.text).toBe(200);
    moveProduction(m, version);
    await verify(m, w);
  }
  toString = () => `PublishRequest(${this.v})`;
}

/** A host reports a viewer served now, or before the experiment began. */
class Exposure implements Cmd {
  constructor(
    readonly n: number,
    readonly before: boolean,
  ) {}
  check = (m: Readonly<ReleaseModel>) => m.nextExp > 1;
  async run(m: ReleaseModel, w: World) {
    const exp = (this.n % (m.nextExp - 1)) + 1;
    const id = w.expIds.get(exp);
    if (id === undefined) return;
    const at = this.before ? w.expSeen.get(exp)! - 86_400_000 : Date.now();
    const res = await w.api.as<{ accepted: number }>(
      'agent',
      'POST',
      `/harnesses/${w.id}/exposures`,
      {
        body: { items: [{ experimentId: id, viewerKey: `viewer-${this.n}`, at: iso(at) }] },
      },
    );
    const running = m.staging.split?.exp === exp;
    if (running && !this.before) {
      expect(res.status, res.text).toBe(200);
      expect(res.body.accepted).toBe(1);
    } else {
      expect(res.status, res.text).toBe(422);
      expect(res.text).toContain('/items/0/at');
    }
  }
  toString = () => `Exposure(${this.n}, ${this.before ? 'before it began' : 'now'})`;
}

/** The shop's merchant saves a discount floor: never below the platform's. */
class SaveOverlay implements Cmd {
  constructor(readonly floor: number) {}
  check = () => true;
  async run(m: ReleaseModel, w: World) {
    const v = m.shop.overlayVersion;
    const res = await w.api.as<{ number: number }>(
      'merchant',
      'PUT',
      `/harnesses/${w.id}/shops/${SAMPLE_SHOP}/overlay`,
      {
        headers: v === null ? { 'if-none-match': '*' } : { 'if-match': `"${v}"` },
        body: { overlay: { preferences: { discountFloor: this.floor } } },
      },
    );
    if (this.floor < BASE_DISCOUNT_FLOOR) {
      expect(res.status, res.text).toBe(422);
      expect(res.text).toContain('overlay.floor_loosened');
    } else {
      expect(res.status, res.text).toBe(v === null ? 201 : 200);
      m.shop = { overlayVersion: res.body.number, discountFloor: this.floor };
    }
    await verify(m, w);
  }
  toString = () => `SaveOverlay(floor ${this.floor})`;
}

const versionArb = fc.integer({ min: 1, max: 8 });
const splitArb = fc.record({
  d: fc.nat(6),
  percent: fc.integer({ min: 1, max: 99 }),
  guardrails: guardrailsAsked,
});

const schedule = fc
  .tuple(
    fc.integer({ min: 1, max: 3 }),
    fc.option(fc.integer({ min: 1, max: 3 }), { nil: null, freq: 4 }),
    versionArb,
    fc.option(splitArb, { nil: null }),
  )
  .map(([a, b, v, s]) => new ScheduleStaging(a, b, v, s));
const advance = fc.integer({ min: 0, max: 60_000 }).map((j) => new Advance(j));

// fc.commands draws each step evenly from this list: schedules and the clock are listed more
// than once so windows open, meet and end within a run's steps.
export const releaseCommands = [
  fc.tuple(versionArb, fc.option(splitArb, { nil: null })).map(([v, s]) => new MoveStaging(v, s)),
  fc
    .tuple(fc.integer({ min: 0, max: 30 }), guardrailsAsked)
    .map(([up, g]) => new RampStaging(up, g)),
  schedule,
  schedule,
  schedule,
  fc.nat(20).map((n) => new CancelSchedule(n)),
  advance,
  advance,
  advance,
  advance,
  fc
    .tuple(fc.constantFrom(0, 1), fc.constantFrom('engineer' as const, 'admin' as const))
    .map(([r, who]) => new DraftRule(r, who)),
  fc.constant(new NewVersion()),
  versionArb.map((v) => new MoveProduction(v)),
  versionArb.map((v) => new PublishRequest(v)),
  fc.tuple(fc.nat(10), fc.boolean()).map(([n, b]) => new Exposure(n, b)),
  fc.constantFrom(0.1, 0.5, 0.6, 0.75).map((f) => new SaveOverlay(f)),
  ...layerCommands,
];

/**
 * Sequences that once failed (shrunk), run first in every run: a rollback and the version it
 * left; a ramp to what the window set, then the window's end; two windows back to back setting
 * the same version.
 */
export const knownSequences: Cmd[][] = [
  // Production rolled back from v2: v2 needs its approvals again.
  [new PublishRequest(2), new MoveProduction(1), new MoveProduction(2)],
  [
    new ScheduleStaging(1, 2, 1, { d: 0, percent: 1, guardrails: undefined }),
    new Advance(0),
    new Advance(0),
    new RampStaging(0, undefined),
    new Advance(0),
  ],
  [
    new ScheduleStaging(1, 1, 2, null),
    new ScheduleStaging(2, 1, 2, null),
    new Advance(0),
    new Advance(0),
    new Advance(0),
  ],
];
