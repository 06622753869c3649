import { contentHash } from '../../../src/harness/canonical/canonical-json';
import { compileTools } from '../../../src/harness/compile/compile-request';
import type { ChatTool } from '../../../src/harness/compile/types';
import { serveViewer, type ViewerServing } from '../../../src/harness/holdout';
import { composeLayers } from '../../../src/harness/experiments/layer-compose';
import type { ViewerLayer } from '../../../src/harness/experiments/layers';
import type { HarnessDocument } from '../../../src/harness/schema/document';
import type { LabelState } from './label-state';
import { deepFreeze, type Snapshot, type VerifiedBody } from './snapshot';

/** Viewers whose decision is remembered; past it the memo starts again. */
const SERVING_MEMO = 10_000;
/** Compositions (version and treatment set) kept; past it the oldest goes. */
const COMPOSED_MEMO = 64;

/** One version with one set of layer treatments composed onto it, verified pieces only. */
export interface Composed {
  document: HarnessDocument;
  tools: readonly ChatTool[];
  /** The composed document's content hash (after a shop's overlay, for a shop's host). */
  documentHash: string;
  /** The version's body with the composed document (for a shop, its `documentHash` too). */
  body: VerifiedBody;
}

/**
 * The decisions of a label running a holdout or layers, remembered per viewer (a returning
 * viewer costs no hash), and the documents composed for layer treatments, remembered per
 * version and treatment set: many viewers share a few compositions.
 */
export class LayerServing {
  private readonly servings = new Map<string, ViewerServing>();
  private servingsLabel: LabelState | null = null;
  private readonly composed = new Map<string, Composed | null>();
  private composedSnapshot: Snapshot | null = null;

  /** `failed`: a composition whose tools do not compile (served uncomposed, said once). */
  constructor(private readonly failed: (version: number, reason: string) => void) {}

  /** The core's decision for this viewer; its `layers` frozen, as callers get them. */
  servingOf(label: LabelState, key: string): ViewerServing {
    if (label !== this.servingsLabel) {
      this.servings.clear();
      this.servingsLabel = label;
    }
    let found = this.servings.get(key);
    if (!found) {
      if (this.servings.size >= SERVING_MEMO) this.servings.clear();
      found = serveViewer(label, key)!;
      deepFreeze(found.layers);
      this.servings.set(key, found);
    }
    return found;
  }

  /** `version`'s document with the treatments' changed entities; null when it cannot be. */
  composedOf(s: Snapshot, version: number, layers: readonly ViewerLayer[]): Composed | null {
    if (s !== this.composedSnapshot) {
      this.composed.clear();
      this.composedSnapshot = s;
    }
    const ids = layers
      .filter((l) => l.arm === 'treatment')
      .map((l) => l.experimentId)
      .sort();
    const memo = `${version}\n${ids.join('\n')}`;
    let found = this.composed.get(memo);
    if (found === undefined) {
      found = this.compose(s, version, ids);
      if (this.composed.size >= COMPOSED_MEMO)
        this.composed.delete(this.composed.keys().next().value!);
      this.composed.set(memo, found);
    }
    return found;
  }

  private compose(s: Snapshot, version: number, ids: string[]): Composed | null {
    const arm = s.arms.get(version);
    const treatments = ids.map((id) => s.treatments.get(id));
    if (!arm || treatments.some((t) => !t)) return null;
    const document = deepFreeze(
      composeLayers(
        arm.body.document,
        treatments.map((t) => ({ changes: t!.changes, document: t!.body.document })),
      ),
    );
    let tools: ChatTool[];
    try {
      tools = deepFreeze(compileTools(document));
    } catch (err) {
      this.failed(
        version,
        `Version ${version} with the treatments of ${ids.join(', ')}: the composed document's tools do not compile: ${(err as Error).message}`,
      );
      return null;
    }
    const documentHash = contentHash(document);
    const { shop } = arm.body;
    const body = deepFreeze({
      ...arm.body,
      document,
      ...(shop ? { shop: { ...shop, documentHash } } : {}),
    });
    return { document, tools, documentHash, body };
  }
}
