import { createHash } from 'node:crypto';
import { compileTools } from '../../../src/harness/compile';
import { contentHash } from '../../../src/harness/canonical/canonical-json';
import type { HarnessDocument } from '../../../src/harness';
import type { ServingLabel, ViewerServing } from '../../../src/harness/holdout';
import { composeLayers } from '../../../src/harness/experiments/layer-compose';
import type { ServedLayerExperiment, ViewerLayer } from '../../../src/harness/experiments/layers';
import { LoadingCache } from '../../cache/loading-cache';
import type { VersionWithDocument } from '../versions/version-store';
import type { ResolvedBody } from './resolved-body';

/** Composed documents kept: they share every untouched entity with their versions'. */
const MAX_DOCUMENTS = 1_000;

/**
 * What a keyed viewer's layer experiments decide of its body, once it is in at least one
 * treatment: every experiment it is in (either arm) and the treatments, both by experiment id,
 * so one set of experiments always keys one entry whatever order the label lists them in.
 */
export interface LayerCut {
  experiments: ViewerLayer[];
  treatments: ServedLayerExperiment[];
  /** The treatments' ids: what the composed document depends on. */
  treatmentKey: string;
  /** Every `id=arm`: what the body depends on (it names the controls too). */
  key: string;
}

/** A version's document with a viewer's treatments composed onto it, and its own hash. */
export interface ComposedDocument {
  document: HarnessDocument;
  documentHash: string;
}

const byId = (a: { experimentId: string }, b: { experimentId: string }) =>
  a.experimentId < b.experimentId ? -1 : a.experimentId > b.experimentId ? 1 : 0;

/** The viewer's cut, or null when it is in no layer treatment (it gets the plain body). */
export function layerCutOf(
  label: ServingLabel,
  serving: Pick<ViewerServing, 'layers'>,
): LayerCut | null {
  // Most viewers are in none: nothing is allocated for them on the fast path.
  if (!serving.layers.some((l) => l.arm === 'treatment')) return null;
  const treated = new Set(
    serving.layers.filter((l) => l.arm === 'treatment').map((l) => l.experimentId),
  );
  const experiments = [...serving.layers].sort(byId);
  const treatments = (label.layers ?? []).filter((e) => treated.has(e.experimentId)).sort(byId);
  return {
    experiments,
    treatments,
    treatmentKey: treatments.map((t) => t.experimentId).join(','),
    key: experiments.map((l) => `${l.experimentId}=${l.arm}`).join(','),
  };
}

/** `X-Harness-Layers: <experimentId>=<arm>, ...` for a viewer in any layer experiment. */
export function layersHeader(serving?: Pick<ViewerServing, 'layers'>): Record<string, string> {
  if (!serving?.layers.length) return {};
  return {
    'X-Harness-Layers': serving.layers.map((l) => `${l.experimentId}=${l.arm}`).join(', '),
  };
}

/** A short hash for ETags: the cut's key is too long to send as it is. */
export const shortHash = (text: string) =>
  createHash('sha256').update(text).digest('hex').slice(0, 16);

/**
 * Composed documents and bodies of viewers in layer treatments. Versions are immutable and an
 * experiment's version and changes never change while its id lives, so neither goes stale:
 * an ended experiment's entries are simply no longer asked for and age out. Bodies are bounded
 * by their bytes like the plain ones; each composition has its own ETag.
 */
export class LayerBodies {
  private readonly documents = new LoadingCache<ComposedDocument>({ max: MAX_DOCUMENTS });
  private readonly bodies: LoadingCache<ResolvedBody>;

  constructor(
    private readonly versionOf: (
      harnessId: string,
      version: number,
    ) => Promise<VersionWithDocument>,
    maxBodyBytes: number,
  ) {
    this.bodies = new LoadingCache<ResolvedBody>({
      maxSize: maxBodyBytes,
      sizeCalculation: (body) => body.bytes.length + body.etag.length,
    });
  }

  clear(): void {
    this.documents.clear();
    this.bodies.clear();
  }

  /** The version's document with the cut's treatments' changed entities in place. */
  composed(harnessId: string, version: number, cut: LayerCut): Promise<ComposedDocument> {
    return this.documents.get(`${harnessId}@${version}|${cut.treatmentKey}`, async () => {
      const [served, ...treatments] = await Promise.all([
        this.versionOf(harnessId, version),
        ...cut.treatments.map((t) => this.versionOf(harnessId, t.version)),
      ]);
      const document = composeLayers(
        served!.document,
        cut.treatments.map((t, i) => ({ changes: t.changes, document: treatments[i]!.document })),
      );
      return { document, documentHash: contentHash(document) };
    });
  }

  cachedBody(harnessId: string, version: number, cut: LayerCut): ResolvedBody | undefined {
    return this.bodies.cached(`${harnessId}@${version}|${cut.key}`);
  }

  /** The resolved body of a viewer in the cut's treatments (no shop). */
  body(harnessId: string, version: number, cut: LayerCut): Promise<ResolvedBody> {
    return this.bodies.get(`${harnessId}@${version}|${cut.key}`, async () => {
      const [v, composed] = await Promise.all([
        this.versionOf(harnessId, version),
        this.composed(harnessId, version, cut),
      ]);
      const json = JSON.stringify({
        harnessId,
        version: v.number,
        contentHash: v.contentHash,
        createdAt: v.createdAt,
        document: composed.document,
        tools: compileTools(composed.document),
        layers: { experiments: cut.experiments, documentHash: composed.documentHash },
      });
      // The composition's own hash and the arms it names: two cuts never share a tag.
      const etag = `"${composed.documentHash.slice(7, 23)}-${v.number}.${shortHash(cut.key)}"`;
      return { etag, bytes: Buffer.from(json) };
    });
  }
}
