import { expect, it } from 'vitest';
import { serveViewer } from '../../../src/harness/holdout';
import type { ServedLayerExperiment } from '../../../src/harness/experiments/layers';
import { layerProbesOf } from '../src/layer-probes';
import type { LabelState } from '../src/label-state';

// The keys the client confirms a layered label with: each version's in no treatment, each
// experiment's in its own treatment alone, even for an experiment holding one bucket
// (about 1 key in 2,500 here); a label leaving no such key is refused, not searched forever.

const experiment = (id: string, over: Partial<ServedLayerExperiment>): ServedLayerExperiment => ({
  experimentId: id,
  layer: 'copy',
  layerSalt: 'layer:h:production:copy',
  from: 0,
  share: 50,
  percent: 50,
  salt: id,
  version: 9,
  changes: [{ kind: 'prompt', key: 'prompt' }],
  ...over,
});

const label: LabelState = {
  version: 3,
  split: { version: 4, percent: 50, experimentId: 's', salt: 's' },
  holdout: { experimentId: 'h', percent: 20, version: 2, salt: 'h' },
  layers: [
    experiment('a', { from: 0, share: 99 }),
    experiment('tiny', { from: 99, share: 1, percent: 20 }),
    experiment('b', {
      layer: 'skills',
      layerSalt: 'layer:h:production:skills',
      share: 100,
      percent: 99,
    }),
  ],
};

it('finds each probe where the core places it', async () => {
  const probes = await layerProbesOf(label);
  expect(probes.arms.map((a) => a.version).sort()).toEqual([2, 3, 4]);
  for (const a of probes.arms) {
    const serving = serveViewer(label, a.key)!;
    expect(serving.version).toBe(a.version);
    expect(serving.layers.filter((l) => l.arm === 'treatment')).toEqual([]);
  }
  for (const e of label.layers!) {
    const serving = serveViewer(label, probes.treatments.get(e.experimentId))!;
    expect(serving.version, e.experimentId).toBe(label.version);
    expect(serving.holdout?.arm).toBe('shipped');
    expect(serving.split).toBe('control');
    expect(serving.layers.filter((l) => l.arm === 'treatment').map((l) => l.experimentId)).toEqual([
      e.experimentId,
    ]);
  }
}, 120_000);

it('refuses a label whose shares leave no key in a treatment alone', async () => {
  const none: LabelState = {
    ...label,
    layers: [
      experiment('tiny', { share: 1, percent: 1 }),
      experiment('all', { layer: 'skills', layerSalt: 'other', share: 100, percent: 99 }),
    ],
    split: { version: 4, percent: 99, experimentId: 's', salt: 's' },
  };
  await expect(layerProbesOf(none, 20_000)).rejects.toThrow(/No probe key among 20000/);
  // Remembered: the second read is refused without searching again.
  await expect(layerProbesOf(none, 20_000)).rejects.toThrow(/No probe key among 20000/);
}, 120_000);
