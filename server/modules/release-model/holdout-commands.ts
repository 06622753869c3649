/**
 * Holdouts and hosts' exposures to layer experiments in the model-based test of releases: a
 * holdout keeps a share of a label's viewers on its baseline and out of every layer (checked
 * by layer-world's viewers), and a layer experiment takes exposures from its start to its end.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Holdout } from '../../../src/harness/holdout';
import { expectProblem } from '../../testing/api-helpers';
import type { LayerLabel } from './layer-model';
import { lacksApprovals, type ReleaseModel } from './reference-model';
import { iso, verify, type World } from './release-world';

type Cmd = fc.AsyncCommand<ReleaseModel, World>;

const servedBy = (m: ReleaseModel, label: LayerLabel) =>
  label === 'production' ? m.production.version : m.staging.version;

/** A publisher starts a holdout, on the label's version or a named one. */
export class StartHoldout implements Cmd {
  constructor(
    readonly label: LayerLabel,
    readonly percent: number,
    /** null: the label's version. */
    readonly v: number | null,
  ) {}
  check = () => true;
  async run(m: ReleaseModel, w: World) {
    const version = this.v === null ? servedBy(m, this.label) : ((this.v - 1) % m.versions) + 1;
    const res = await w.api.as<Holdout>(
      'publisher',
      'PUT',
      `/harnesses/${w.id}/labels/${this.label}/holdout`,
      { body: { percent: this.percent, ...(this.v === null ? {} : { version }) } },
    );
    if (m.lay.holdouts.has(this.label)) {
      expect(expectProblem(res, 409).code).toBe('holdout.exists');
    } else if (lacksApprovals(m, this.label, version)) {
      expect(expectProblem(res, 409).code).toBe('label.approvals_required');
    } else {
      expect(res.status, res.text).toBe(201);
      expect(res.body).toMatchObject({ percent: this.percent, version, endedAt: null });
      m.lay.holdouts.set(this.label, {
        id: res.body.experimentId,
        percent: this.percent,
        version,
      });
      m.lay.watched.add(this.label);
    }
    await verify(m, w);
  }
  toString = () => `StartHoldout(${this.label}, ${this.percent}%, v${this.v ?? ' served'})`;
}

export class EndHoldout implements Cmd {
  constructor(readonly label: LayerLabel) {}
  check = () => true;
  async run(m: ReleaseModel, w: World) {
    const res = await w.api.as<Holdout>(
      'publisher',
      'DELETE',
      `/harnesses/${w.id}/labels/${this.label}/holdout`,
    );
    const running = m.lay.holdouts.get(this.label);
    if (running) {
      expect(res.status, res.text).toBe(200);
      expect(res.body.experimentId).toBe(running.id);
      m.lay.holdouts.delete(this.label);
    } else {
      expect(expectProblem(res, 404).code).toBe('holdout.not_found');
    }
    await verify(m, w);
  }
  toString = () => `EndHoldout(${this.label})`;
}

/** A host reports a viewer of a layer experiment served now, or before it began. */
class LayerExposure implements Cmd {
  constructor(
    readonly n: number,
    readonly before: boolean,
  ) {}
  check = (m: Readonly<ReleaseModel>) => m.lay.history.length > 0;
  async run(m: ReleaseModel, w: World) {
    const e = m.lay.history[this.n % m.lay.history.length]!;
    const at = this.before ? e.seen - 86_400_000 : Date.now();
    const res = await w.api.as<{ accepted: number }>(
      'agent',
      'POST',
      `/harnesses/${w.id}/exposures`,
      { body: { items: [{ experimentId: e.id, viewerKey: `viewer-${this.n}`, at: iso(at) }] } },
    );
    if (e.running && !this.before) {
      expect(res.status, res.text).toBe(200);
      expect(res.body.accepted).toBe(1);
    } else {
      expectProblem(res, 422, '/items/0/at');
    }
  }
  toString = () => `LayerExposure(${this.n}, ${this.before ? 'before it began' : 'now'})`;
}

const label = fc.constantFrom<LayerLabel>('staging', 'production');

/** Listed with the layer commands. */
export const holdoutCommands = [
  fc
    .tuple(label, fc.integer({ min: 1, max: 20 }), fc.option(fc.integer({ min: 1, max: 8 })))
    .map(([l, p, v]) => new StartHoldout(l, p, v)),
  label.map((l) => new EndHoldout(l)),
  fc.tuple(fc.nat(10), fc.boolean()).map(([n, b]) => new LayerExposure(n, b)),
];
