import { contentHash } from '../../../src/harness/canonical/canonical-json';
import { compileTools } from '../../../src/harness/compile/compile-request';
import type { ChatTool } from '../../../src/harness/compile/types';
import { serveViewer, type ViewerServing } from '../../../src/harness/holdout';
import { composeLayers } from '../../../src/harness/experiments/layer-compose';
import type { HarnessDocument } from '../../../src/harness/schema/document';
import type { LabelState } from './label-state';
import { deepFreeze, type Snapshot, type VerifiedBody } from './snapshot';

/** Viewers whose decision is remembered; past it the memo starts again. */
const DECISION_MEMO = 10_000;
/** Compositions (version and treatment set) kept; past it the oldest goes. */
const COMPOSED_MEMO = 64;

/** One version with one set of layer treatments composed onto it, from verified pieces only. */
export interface Composed {
  document: HarnessDocument;
  tools: readonly ChatTool[];
  /** The composed document's content hash (after a shop's overlay, for a shop's host). */
  documentHash: string;
  /** The version's body with the composed document and, for this viewer, its `layers`. */
  body: VerifiedBody;
}

/** A viewer's decision, and what it was last served in a treatment, from which snapshot. */
export interface Decision {
  serving: ViewerServing;
  /** The composition's memo key (version and treatment ids); null: in no treatment. */
  composition: string | null;
  served?: { snapshot: Snapshot; composed: Composed | null };
  /** Its exposures are queued (or were sent): the batcher need not be asked again. */
  exposed?: boolean;
}

interface Entry {
  /** What it was composed from: reused while the snapshot holds the very same bodies. */
  from: readonly VerifiedBody[];
  composed: Composed | null;
}

/**
 * The decisions of a label running a holdout or layers, remembered per viewer (a returning
 * viewer costs no hash and no composition), and the documents composed for layer treatments,
 * remembered per version and treatment set: many viewers share a few compositions. A refresh
 * that changed nothing keeps both (the label compared by content, the bodies by identity).
 */
export class LayerServing {
  private readonly decisions = new Map<string, Decision>();
  private label: LabelState | null = null;
  private labelJson = '';
  private readonly composed = new Map<string, Entry>();

  /** `failed`: a composition whose tools do not compile (served uncomposed, said once). */
  constructor(private readonly failed: (version: number, reason: string) => void) {}

  /** The core's decision for this viewer; its `layers` frozen, as callers get them. */
  decisionOf(label: LabelState, key: string): Decision {
    if (label !== this.label) {
      const json = JSON.stringify(label);
      if (json !== this.labelJson) this.decisions.clear();
      this.label = label;
      this.labelJson = json;
    }
    let found = this.decisions.get(key);
    if (!found) {
      if (this.decisions.size >= DECISION_MEMO) this.decisions.clear();
      const serving = serveViewer(label, key)!;
      deepFreeze(serving.layers);
      const ids = serving.layers
        .filter((l) => l.arm === 'treatment')
        .map((l) => l.experimentId)
        .sort();
      found = { serving, composition: ids.length ? [serving.version, ...ids].join('\n') : null };
      this.decisions.set(key, found);
    }
    return found;
  }

  /** The viewer's composed document from this snapshot; null when it cannot be composed. */
  composedFor(s: Snapshot, d: Decision): Composed | null {
    if (d.served?.snapshot === s) return d.served.composed;
    const shared = this.sharedOf(s, d.composition!);
    const composed =
      shared &&
      (shared.body.shop
        ? shared
        : {
            ...shared,
            body: deepFreeze({
              ...shared.body,
              layers: { experiments: d.serving.layers, documentHash: shared.documentHash },
            }),
          });
    d.served = { snapshot: s, composed };
    return composed;
  }

  private sharedOf(s: Snapshot, composition: string): Entry['composed'] {
    const [version, ...ids] = composition.split('\n');
    const arm = s.arms.get(Number(version));
    const treatments = ids.map((id) => s.treatments.get(id));
    if (!arm || treatments.some((t) => !t)) return null;
    const from = [arm.body, ...treatments.map((t) => t!.body)];
    const kept = this.composed.get(composition);
    if (kept && kept.from.every((b, i) => b === from[i])) return kept.composed;
    const document = deepFreeze(
      composeLayers(
        arm.body.document,
        treatments.map((t) => ({ changes: t!.changes, document: t!.body.document })),
      ),
    );
    let composed: Entry['composed'] = null;
    try {
      const tools = deepFreeze(compileTools(document));
      const documentHash = contentHash(document);
      const { shop } = arm.body;
      const body = deepFreeze({
        ...arm.body,
        document,
        ...(shop ? { shop: { ...shop, documentHash } } : {}),
      });
      composed = { document, tools, documentHash, body };
    } catch (err) {
      this.failed(
        arm.body.version,
        `Version ${arm.body.version} with the treatments of ${ids.join(', ')}: the composed document's tools do not compile: ${(err as Error).message}`,
      );
    }
    this.composed.delete(composition);
    if (this.composed.size >= COMPOSED_MEMO)
      this.composed.delete(this.composed.keys().next().value!);
    this.composed.set(composition, { from, composed });
    return composed;
  }
}
