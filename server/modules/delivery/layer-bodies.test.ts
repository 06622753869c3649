import { describe, expect, it } from 'vitest';
import type { ServedLayerExperiment, ViewerLayer } from '../../../src/harness/experiments/layers';
import { layerCutOf, layersHeader } from './layer-bodies';

const experiment = (experimentId: string, layer: string): ServedLayerExperiment => ({
  experimentId,
  layer,
  layerSalt: `layer:h:production:${layer}`,
  from: 0,
  share: 50,
  percent: 50,
  salt: experimentId,
  version: 2,
  changes: [{ kind: 'skill', key: layer }],
});

const label = {
  version: 1,
  split: null,
  layers: [experiment('exp_b', 'copy'), experiment('exp_a', 'model'), experiment('exp_c', 'tone')],
};

const serving = (layers: ViewerLayer[]) => ({ layers });

describe('what a viewer’s layer experiments decide of its body', () => {
  it('is nothing for a viewer only in controls or in none: the plain body', () => {
    expect(layerCutOf(label, serving([]))).toBeNull();
    const controls = serving([{ experimentId: 'exp_b', layer: 'copy', arm: 'control' }]);
    expect(layerCutOf(label, controls)).toBeNull();
    expect(layersHeader(controls)).toEqual({ 'X-Harness-Layers': 'exp_b=control' });
    expect(layersHeader(serving([]))).toEqual({});
  });

  it('keys a composition by its treatments and a body by every arm, in id order', () => {
    const cut = layerCutOf(
      label,
      serving([
        { experimentId: 'exp_c', layer: 'tone', arm: 'treatment' },
        { experimentId: 'exp_b', layer: 'copy', arm: 'control' },
        { experimentId: 'exp_a', layer: 'model', arm: 'treatment' },
      ]),
    )!;
    expect(cut.treatments.map((t) => t.experimentId)).toEqual(['exp_a', 'exp_c']);
    expect(cut.treatmentKey).toBe('exp_a,exp_c');
    expect(cut.key).toBe('exp_a=treatment,exp_b=control,exp_c=treatment');
    expect(cut.experiments.map((e) => e.experimentId)).toEqual(['exp_a', 'exp_b', 'exp_c']);
  });
});
