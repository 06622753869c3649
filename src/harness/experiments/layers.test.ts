import { describe, expect, it } from 'vitest';
import { contentHash } from '../canonical/canonical-json';
import { serveViewer } from '../holdout';
import { sampleDocument } from '../testing/fixtures';
import { composeLayers, layerChangesOf, sharedChangeOf } from './layer-compose';
import {
  freeBucketsOf,
  layerExperimentRequestSchema,
  layersOfViewer,
  type ServedLayerExperiment,
} from './layers';

const experiment = (over: Partial<ServedLayerExperiment>): ServedLayerExperiment => ({
  experimentId: 'exp_a',
  layer: 'opening',
  layerSalt: 'layer:h:production:opening',
  from: 0,
  share: 50,
  percent: 50,
  salt: 'exp_a',
  version: 2,
  changes: [{ kind: 'skill', key: 'coupon-push' }],
  ...over,
});

/** Pearson's chi-square (1 df) of `hits` of `n` against a share `p`: 10.83 is p = 0.001. */
const chiSquare = (hits: number, n: number, p: number) =>
  (hits - n * p) ** 2 / (n * p) + (n - hits - n * (1 - p)) ** 2 / (n * (1 - p));

const keys = (n: number) => Array.from({ length: n }, (_, i) => `viewer-${i}`);

describe('layer buckets', () => {
  it('finds the first free run of buckets, and none when the layer is full', () => {
    expect(freeBucketsOf([], 30)).toBe(0);
    expect(freeBucketsOf([{ from: 0, share: 30 }], 30)).toBe(30);
    expect(freeBucketsOf([{ from: 40, share: 60 }], 40)).toBe(0);
    expect(freeBucketsOf([{ from: 40, share: 60 }], 41)).toBeNull();
    expect(
      freeBucketsOf(
        [
          { from: 60, share: 10 },
          { from: 0, share: 50 },
        ],
        10,
      ),
    ).toBe(50);
    expect(freeBucketsOf([{ from: 0, share: 100 }], 1)).toBeNull();
  });

  it('puts no viewer in two experiments of one layer, each about its share', () => {
    const a = experiment({ experimentId: 'exp_a', salt: 'exp_a', from: 0, share: 30 });
    const b = experiment({ experimentId: 'exp_b', salt: 'exp_b', from: 30, share: 50 });
    let inA = 0;
    let inB = 0;
    for (const k of keys(20_000)) {
      const got = layersOfViewer([a, b], k);
      expect(got.length).toBeLessThanOrEqual(1);
      if (got[0]?.experimentId === 'exp_a') inA++;
      if (got[0]?.experimentId === 'exp_b') inB++;
    }
    expect(chiSquare(inA, 20_000, 0.3)).toBeLessThan(10.83);
    expect(chiSquare(inB, 20_000, 0.5)).toBeLessThan(10.83);
  });

  it('overlaps two layers as the product of their shares', () => {
    const a = experiment({ share: 40 });
    const b = experiment({
      experimentId: 'exp_b',
      salt: 'exp_b',
      layer: 'coupons',
      layerSalt: 'layer:h:production:coupons',
      share: 50,
      changes: [{ kind: 'prompt', key: 'prompt' }],
    });
    const n = 20_000;
    let both = 0;
    for (const k of keys(n)) if (layersOfViewer([a, b], k).length === 2) both++;
    expect(chiSquare(both, n, 0.4 * 0.5)).toBeLessThan(10.83);
  });

  it('splits an experiment by its own salt, a ramp keeping every treated viewer', () => {
    const low = experiment({ share: 100, percent: 20 });
    const high = experiment({ share: 100, percent: 50 });
    for (const k of keys(2_000)) {
      if (layersOfViewer([low], k)[0]!.arm === 'treatment') {
        expect(layersOfViewer([high], k)[0]!.arm).toBe('treatment');
      }
    }
  });
});

describe('layer changes', () => {
  const base = sampleDocument();
  const treatment = sampleDocument((d) => {
    d.skills![0]!.instructions = '先报价，再推券。';
    d.skills!.splice(1, 1);
    d.skills!.push({
      id: 'greet',
      name: '欢迎',
      description: '新观众进来时',
      instructions: '欢迎',
    });
  });

  it('are the entities the treatment changed, added or removed', () => {
    expect(layerChangesOf(base, treatment)).toEqual([
      { kind: 'skill', key: 'coupon-push' },
      { kind: 'skill', key: 'greet' },
      { kind: 'skill', key: 'size-help' },
    ]);
    expect(layerChangesOf(base, base)).toEqual([]);
  });

  it('compose onto what the label serves, leaving everything else as it is', () => {
    const changes = layerChangesOf(base, treatment);
    const later = sampleDocument((d) => {
      d.prompt.sections[0]!.body = '新的开场白';
    });
    const got = composeLayers(later, [{ changes, document: treatment }]);
    expect(got.skills.map((s) => s.id)).toEqual(['coupon-push', 'greet']);
    expect(got.skills[0]!.instructions).toBe('先报价，再推券。');
    expect(got.prompt.sections[0]!.body).toBe('新的开场白');
    expect(contentHash(composeLayers(base, [{ changes, document: treatment }]))).toBe(
      contentHash(treatment),
    );
    expect(composeLayers(later, [])).toBe(later);
  });

  it('find the entity two experiments both change', () => {
    expect(
      sharedChangeOf(
        [{ kind: 'skill', key: 'a' }],
        [
          { kind: 'tool', key: 'a' },
          { kind: 'skill', key: 'a' },
        ],
      ),
    ).toEqual({ kind: 'skill', key: 'a' });
    expect(sharedChangeOf([{ kind: 'skill', key: 'a' }], [{ kind: 'tool', key: 'a' }])).toBeNull();
  });
});

describe('serving with layers', () => {
  const a = experiment({ share: 100 });
  const holdout = { experimentId: 'exp_hold', percent: 10, version: 1, salt: 'exp_hold' };

  it('puts a keyed viewer in the layers, and a held-out one in none', () => {
    let held = 0;
    for (const k of keys(500)) {
      const got = serveViewer({ version: 3, split: null, holdout, layers: [a] }, k)!;
      if (got.holdout?.arm === 'held_out') {
        held++;
        expect(got.layers).toEqual([]);
      } else expect(got.layers).toEqual(layersOfViewer([a], k));
    }
    expect(held).toBeGreaterThan(0);
    expect(serveViewer({ version: 3, split: null, layers: [a] })!.layers).toEqual([]);
  });

  it('refuses a share or percent out of range at the field', () => {
    const bad = layerExperimentRequestSchema.safeParse({ version: 2, share: 0, percent: 100 });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.path.join('/')).sort()).toEqual(['percent', 'share']);
    expect(layerExperimentRequestSchema.parse({ version: 2, share: 10 }).percent).toBe(50);
  });
});
