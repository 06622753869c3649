import { describe, expect, it } from 'vitest';
import { contentHash } from '../../../src/harness/canonical/canonical-json';
import { composeLayers, layerChangesOf } from '../../../src/harness/experiments/layer-compose';
import { serveViewer } from '../../../src/harness/holdout';
import { sampleHarness } from '../../../src/harness/sample';
import { harnessDocumentSchema, type HarnessDocument } from '../../../src/harness/schema/document';
import type { LabelState } from '../src/label-state';
import { checkPlainArm, verifyTreatment } from '../src/layer-reads';
import { layerProbesOf } from '../src/layer-probes';
import type { Arm } from '../src/snapshot';

// What the client accepts as a layer's treatment, without a studio: the body the studio
// serves a probe key in that treatment alone, and nothing else.

const base = harnessDocumentSchema.parse(sampleHarness);
const treatment: HarnessDocument = {
  ...base,
  prompt: {
    ...base.prompt,
    sections: [...base.prompt.sections, { id: 'layer', title: 'Layer', body: 'B', enabled: true }],
  },
};
const changes = layerChangesOf(base, treatment);

const label: LabelState = {
  version: 3,
  split: null,
  layers: [
    {
      experimentId: 'e1',
      layer: 'copy',
      layerSalt: 'layer:h:production:copy',
      from: 0,
      share: 60,
      percent: 50,
      salt: 'e1',
      version: 4,
      changes,
    },
  ],
};

const arm = (document: HarnessDocument, layers?: Arm['body']['layers'], claimed?: string): Arm => ({
  body: {
    harnessId: 'h',
    version: 3,
    contentHash: claimed ?? contentHash(base),
    createdAt: '2026-12-06T10:00:00Z',
    document,
    ...(layers ? { layers } : {}),
  },
  tools: [],
  etag: null,
});

async function served(document: HarnessDocument) {
  const key = (await layerProbesOf(label)).treatments.get('e1')!;
  const experiments = serveViewer(label, key)!.layers;
  return { key, read: arm(document, { experiments, documentHash: contentHash(document) }) };
}

describe('verifyTreatment', () => {
  it("keeps the studio's composed document, whose changes it composes back", async () => {
    const composed = composeLayers(base, [{ changes, document: treatment }]);
    const { key, read } = await served(composed);
    const t = verifyTreatment(read, arm(base), label, label.layers![0]!, key);
    expect(t).toMatchObject({ experimentId: 'e1', changes });
  });

  it('refuses a document changing an entity outside the changes, even with its hash', async () => {
    const altered = {
      ...composeLayers(base, [{ changes, document: treatment }]),
      model: { ...base.model, temperature: 1.5 },
    };
    const { key, read } = await served(altered);
    expect(() => verifyTreatment(read, arm(base), label, label.layers![0]!, key)).toThrow(
      /also changes meta "meta"/,
    );
  });

  it("refuses a body of another version's content", async () => {
    const composed = composeLayers(base, [{ changes, document: treatment }]);
    const { key, read } = await served(composed);
    const other = arm(base, undefined, 'sha256:other');
    expect(() => verifyTreatment(read, other, label, label.layers![0]!, key)).toThrow(
      /the version's is sha256:other/,
    );
  });

  it('calls a body placing the key otherwise a race (read again, refused after 3)', async () => {
    const composed = composeLayers(base, [{ changes, document: treatment }]);
    const { key } = await served(composed);
    const read = arm(composed, {
      experiments: [{ experimentId: 'e1', layer: 'copy', arm: 'control' }],
      documentHash: contentHash(composed),
    });
    expect(verifyTreatment(read, arm(base), label, label.layers![0]!, key)).toBe('raced');
  });
});

describe('checkPlainArm', () => {
  it("takes the version's own body, a composed one as a race, another document as tampered", () => {
    expect(checkPlainArm(arm(base))).toBeNull();
    const controls = [{ experimentId: 'e1', layer: 'copy', arm: 'control' as const }];
    expect(
      checkPlainArm(arm(base, { experiments: controls, documentHash: contentHash(base) })),
    ).toBeNull();
    const treated = [{ experimentId: 'e1', layer: 'copy', arm: 'treatment' as const }];
    expect(checkPlainArm(arm(treatment, { experiments: treated, documentHash: 'x' }))).toBe(
      'raced',
    );
    expect(() =>
      checkPlainArm(
        arm(treatment, { experiments: controls, documentHash: contentHash(treatment) }),
      ),
    ).toThrow(/other than the version's/);
  });
});
