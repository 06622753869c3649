import { describe, expect, it } from 'vitest';
import type { ServedLayerExperiment } from '../../../src/harness/experiments/layers';
import { labelStateOf } from '../src/label-state';

// A label's layer experiments are kept only when the client can decide them as the studio
// does: a malformed one is refused, and the label with it.

const experiment = (over: Partial<ServedLayerExperiment> = {}): ServedLayerExperiment => ({
  experimentId: 'e1',
  layer: 'copy',
  layerSalt: 'layer:h:production:copy',
  from: 0,
  share: 50,
  percent: 50,
  salt: 'e1',
  version: 3,
  changes: [{ kind: 'prompt', key: 'prompt' }],
  ...over,
});

const label = (layers: unknown) => labelStateOf({ version: 2, split: null, layers });

describe('labelStateOf with layers', () => {
  it('keeps running layer experiments, and none when the list is absent or empty', () => {
    const two = [experiment(), experiment({ experimentId: 'e2', salt: 'e2', from: 50 })];
    expect(label(two)?.layers).toEqual(two);
    expect(label(undefined)).toEqual({ version: 2, split: null });
    expect(label([])).toEqual({ version: 2, split: null });
    expect(label(null)).toEqual({ version: 2, split: null });
  });

  it.each([
    ['a share of 0', [experiment({ share: 0 })]],
    ['a share past 100', [experiment({ share: 101 })]],
    ['a treatment percent of 0', [experiment({ percent: 0 })]],
    ['a treatment percent of 100', [experiment({ percent: 100 })]],
    ['buckets past the layer', [experiment({ from: 60, share: 50 })]],
    ['a negative first bucket', [experiment({ from: -1 })]],
    [
      'overlapping buckets in one layer',
      [experiment(), experiment({ experimentId: 'e2', from: 49 })],
    ],
    [
      'one layer with two salts',
      [experiment(), experiment({ experimentId: 'e2', from: 50, layerSalt: 'x' })],
    ],
    ['one experiment twice', [experiment(), experiment({ layer: 'other', layerSalt: 'y' })]],
    ['no changes list', [{ ...experiment(), changes: undefined }]],
  ])('refuses %s', (_, layers) => {
    expect(label(layers)).toBeNull();
  });

  it('lets two layers hold the same buckets', () => {
    const other = experiment({
      experimentId: 'e2',
      layer: 'skills',
      layerSalt: 'layer:h:production:skills',
    });
    expect(label([experiment(), other])?.layers).toHaveLength(2);
  });
});
