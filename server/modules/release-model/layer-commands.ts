/**
 * The layer steps of the model-based test of releases: draft edits that make the next version
 * differ in one entity, layer experiments started and ended on either label, each against the
 * real API with the answer the reference model predicts (layer-model.ts); they interleave
 * with the label moves, splits, ramps, schedules and approvals of release-commands.ts.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { LayerExperiment } from '../../../src/harness/experiments/layers';
import { expectProblem } from '../../testing/api-helpers';
import { ENTITIES, predictStart, type LabelNow, type LayerLabel } from './layer-model';
import { holdoutCommands } from './holdout-commands';
import { putVariant } from './layer-world';
import { GuardrailRollback } from './rollback-command';
import { lacksApprovals, type ReleaseModel } from './reference-model';
import { verify, type World } from './release-world';

type Cmd = fc.AsyncCommand<ReleaseModel, World>;

const LAYERS = ['tone', 'offer', 'look'];

/** What the label serves now, as a start is judged against it. */
function labelNow(m: ReleaseModel, w: World, label: LayerLabel, version: number): LabelNow {
  const needsApprovals = lacksApprovals(m, label, version);
  if (label === 'production') return { version: m.production.version, split: null, needsApprovals };
  const split = m.staging.split;
  return {
    version: m.staging.version,
    split: split && { version: split.version, experimentId: w.expIds.get(split.exp)! },
    needsApprovals,
  };
}

/** One entity of the draft is put in one of its variants: the next version has it. */
export class EditDraft implements Cmd {
  constructor(
    readonly entity: string,
    readonly variant: number,
  ) {}
  check = () => true;
  async run(m: ReleaseModel, w: World) {
    await putVariant(w, this.entity, this.variant);
    m.lay.draft[this.entity] = this.variant;
    await verify(m, w);
  }
  toString = () => `EditDraft(${this.entity} = ${this.variant})`;
}

/** A publisher starts an experiment in a layer: started where the model says, or refused so. */
export class StartLayerExperiment implements Cmd {
  constructor(
    readonly label: LayerLabel,
    readonly layer: number,
    /** 0: a version the harness does not have. */
    readonly v: number,
    readonly share: number,
    readonly percent: number,
  ) {}
  check = () => true;
  async run(m: ReleaseModel, w: World) {
    const layer = LAYERS[this.layer % LAYERS.length]!;
    const version = this.v === 0 ? m.versions + 1 : ((this.v - 1) % m.versions) + 1;
    const now = labelNow(m, w, this.label, version);
    const want = predictStart(m.lay, this.label, now, layer, version, this.share);
    const res = await w.api.as<LayerExperiment>(
      'publisher',
      'POST',
      `/harnesses/${w.id}/labels/${this.label}/layers/${layer}/experiments`,
      { body: { version, share: this.share, percent: this.percent } },
    );
    if (want.status === 201) {
      expect(res.status, res.text).toBe(201);
      const e = res.body;
      expect({ ...e, changes: e.changes.map((c) => `${c.kind}:${c.key}`).sort() }).toMatchObject({
        label: this.label,
        layer,
        from: want.from,
        share: this.share,
        percent: this.percent,
        version,
        baseVersion: want.base,
        changes: [...want.changes].sort(),
        endedAt: null,
      });
      m.lay.layers.push({
        id: e.experimentId,
        label: this.label,
        layer,
        from: want.from,
        share: this.share,
        percent: this.percent,
        base: want.base,
        version,
        changes: want.changes,
      });
      m.lay.history.push({
        id: e.experimentId,
        label: this.label,
        running: true,
        seen: Date.now(),
      });
      m.lay.started += 1;
      m.lay.watched.add(this.label);
    } else {
      const pointer =
        want.status === 422 ? '/version' : want.code === 'layer.full' ? '/share' : undefined;
      const problem = expectProblem(res, want.status, pointer) as unknown as Record<
        string,
        unknown
      >;
      expect(problem.code, res.text).toBe(want.code);
      if (want.code === 'layer.full') expect(problem.free).toBe(want.free);
      if (want.code === 'layer.conflict') {
        expect(want.with, res.text).toContainEqual({
          id: problem.experimentId,
          layer: problem.layer,
        });
        expect(want.shared, res.text).toContain(`${String(problem.kind)}:${String(problem.key)}`);
      }
    }
    await verify(m, w);
  }
  toString = () =>
    `StartLayerExperiment(${this.label}, ${LAYERS[this.layer % LAYERS.length]}, v${this.v}, share ${this.share}, ${this.percent}%)`;
}

/** A publisher ends a running experiment (or names one in the wrong layer: 404, nothing ends). */
export class EndLayerExperiment implements Cmd {
  constructor(
    readonly n: number,
    readonly wrongLayer: boolean,
  ) {}
  check = (m: Readonly<ReleaseModel>) => m.lay.layers.length > 0;
  async run(m: ReleaseModel, w: World) {
    const e = m.lay.layers[this.n % m.lay.layers.length]!;
    const layer = this.wrongLayer ? LAYERS.find((l) => l !== e.layer)! : e.layer;
    const res = await w.api.as<LayerExperiment>(
      'publisher',
      'DELETE',
      `/harnesses/${w.id}/labels/${e.label}/layers/${layer}/experiments/${e.id}`,
    );
    if (this.wrongLayer) {
      const problem = expectProblem(res, 404, '/params/experimentId');
      expect(problem.code).toBe('layer.experiment_not_found');
    } else {
      expect(res.status, res.text).toBe(200);
      expect(res.body.experimentId).toBe(e.id);
      expect(res.body.endedAt).not.toBeNull();
      m.lay.layers = m.lay.layers.filter((x) => x !== e);
      m.lay.history.find((h) => h.id === e.id)!.running = false;
      m.lay.ended += 1;
    }
    await verify(m, w);
  }
  toString = () => `EndLayerExperiment(${this.n}${this.wrongLayer ? ', wrong layer' : ''})`;
}

const start = fc
  .tuple(
    fc.constantFrom<LayerLabel>('staging', 'staging', 'production'),
    fc.nat(2),
    fc.integer({ min: 0, max: 8 }),
    fc.constantFrom(10, 30, 40, 60, 100),
    fc.integer({ min: 1, max: 99 }),
  )
  .map(
    ([label, layer, v, share, percent]) =>
      new StartLayerExperiment(label, layer, v, share, percent),
  );

const end = fc
  .tuple(fc.nat(10), fc.boolean())
  .map(([n, wrong]) => new EndLayerExperiment(n, wrong));

/** Listed in releaseCommands; starts and ends more than once so layers fill, meet and conflict. */
export const layerCommands = [
  fc
    .tuple(fc.constantFrom(...ENTITIES.filter((e) => e !== 'meta:meta')), fc.nat(2))
    .map(([entity, variant]) => new EditDraft(entity, variant)),
  start,
  start,
  start,
  start,
  end,
  end,
  ...holdoutCommands,
  fc.constant(new GuardrailRollback()),
];
