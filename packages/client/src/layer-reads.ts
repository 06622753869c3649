import { contentHash } from '../../../src/harness/canonical/canonical-json';
import { serveViewer } from '../../../src/harness/holdout';
import { composeLayers, layerChangesOf } from '../../../src/harness/experiments/layer-compose';
import type { ServedLayerExperiment, ViewerLayer } from '../../../src/harness/experiments/layers';
import type { LabelState } from './label-state';
import { layerProbesOf } from './layer-probes';
import type { Arm, Expected, Treatment } from './snapshot';
import { readArm } from './studio-reads';
import { RejectedDocument, type StudioHttp } from './transport';

// A layer experiment's treatment is read as the studio serves it to a viewer in it alone: the
// label's version with the experiment's changed entities. The client keeps that document only
// once it is sure of it: it hashes to what it claims, the studio placed the key where the
// client does, it differs from the version's document only in the experiment's changes, and
// composing it locally gives back the very document the studio served.

const placesOf = (layers: readonly ViewerLayer[]) =>
  layers
    .map((l) => `${l.experimentId}=${l.arm}`)
    .sort()
    .join(', ') || 'none';

const idOf = (c: { kind: string; key: string }) => `${c.kind}\n${c.key}`;

/**
 * A key in no layer's treatment must be served the version's own document; one served a
 * composed document means the layers moved meanwhile (`raced`). A `layers` field claiming
 * another document than the version's, without a treatment, is a tampered body.
 */
export function checkPlainArm(arm: Arm): 'raced' | null {
  const l = arm.body.layers;
  if (!l) return null;
  if (l.experiments.some((e) => e.arm === 'treatment')) return 'raced';
  if (l.documentHash !== arm.body.contentHash)
    throw new RejectedDocument(
      `Version ${arm.body.version}: a viewer in no layer's treatment was served a document (${l.documentHash}) other than the version's.`,
      arm.body.version,
    );
  return null;
}

/** The checks above, for the body the studio served a key in `e`'s treatment alone. */
export function verifyTreatment(
  read: Arm,
  base: Arm,
  label: LabelState,
  e: ServedLayerExperiment,
  key: string,
): Treatment | 'raced' {
  const v = label.version;
  const fail = (what: string): never => {
    throw new RejectedDocument(`Version ${v}, layer experiment ${e.experimentId}: ${what}.`, v);
  };
  const decided = serveViewer(label, key)!.layers;
  const served = read.body.layers?.experiments ?? [];
  // Another placement: the layers moved between the label's read and this one.
  if (placesOf(served) !== placesOf(decided)) return 'raced';
  if (read.body.contentHash !== base.body.contentHash)
    fail(
      `the composed body is of content ${read.body.contentHash}, the version's is ${base.body.contentHash}`,
    );
  const changes = new Set(e.changes.map(idOf));
  const outside = layerChangesOf(base.body.document, read.body.document).find(
    (c) => !changes.has(idOf(c)),
  );
  if (outside) fail(`its document also changes ${outside.kind} "${outside.key}"`);
  const composed = composeLayers(base.body.document, [
    { changes: e.changes, document: read.body.document },
  ]);
  const claimed = read.body.shop?.documentHash ?? read.body.layers!.documentHash;
  if (contentHash(composed) !== claimed)
    fail('composing its changes onto the version does not give the document served');
  return { ...read, experimentId: e.experimentId, changes: e.changes };
}

/** Each running layer experiment's treatment, read and verified (a 304 keeps the last one). */
export async function readTreatments(
  http: StudioHttp,
  labelName: string,
  label: LabelState,
  base: Arm,
  previous: ReadonlyMap<string, Treatment> | undefined,
  expected: Expected,
): Promise<Map<string, Treatment> | 'raced'> {
  const out = new Map<string, Treatment>();
  if (!label.layers) return out;
  const keys = (await layerProbesOf(label)).treatments;
  for (const e of label.layers) {
    const key = keys.get(e.experimentId)!;
    const read = await readArm(http, {
      label: labelName,
      version: label.version,
      key,
      previous: previous?.get(e.experimentId),
      expected,
    });
    const t = read === 'raced' ? read : verifyTreatment(read, base, label, e, key);
    if (t === 'raced') return t;
    out.set(e.experimentId, t);
  }
  return out;
}
