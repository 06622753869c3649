import { joinEntities, manifestOf, splitEntities, type HarnessEntity } from '../canonical/entities';
import type { HarnessDocument } from '../schema/document';
import type { LayerChange } from './layers';

// What a layer experiment changes and how a viewer's document is made from it. The server (for
// `/resolved?key=`) and the agent client compose with this one function, from version
// documents each has verified, so both serve a viewer the same bytes' meaning.

const idOf = (e: Pick<LayerChange, 'kind' | 'key'>) => `${e.kind}\n${e.key}`;

/**
 * The entities where `treatment` differs from `base` (changed, added or removed), in the
 * treatment's order then the removed ones: what an experiment of `treatment` on a label
 * serving `base` changes.
 */
export function layerChangesOf(base: HarnessDocument, treatment: HarnessDocument): LayerChange[] {
  const before = new Map(manifestOf(splitEntities(base)).map((m) => [idOf(m), m.hash]));
  const after = manifestOf(splitEntities(treatment));
  const out: LayerChange[] = [];
  for (const m of after) {
    if (before.get(idOf(m)) !== m.hash) out.push({ kind: m.kind, key: m.key });
    before.delete(idOf(m));
  }
  for (const id of before.keys()) {
    const [kind, key] = id.split('\n') as [LayerChange['kind'], string];
    out.push({ kind, key });
  }
  return out;
}

/** The first entity both change; null when they change none in common. */
export function sharedChangeOf(
  a: readonly LayerChange[],
  b: readonly LayerChange[],
): LayerChange | null {
  const ids = new Set(a.map(idOf));
  return b.find((c) => ids.has(idOf(c))) ?? null;
}

/** A treatment a viewer is in: the entities it changes and the version it takes them from. */
export interface LayerTreatment {
  changes: readonly LayerChange[];
  document: HarnessDocument;
}

/**
 * The document a viewer in these treatments gets: `served` (what the label, its split or
 * nothing else gives them) with each changed entity taken from its treatment's version, in
 * place; one its version lacks is removed, one `served` lacks is added after its kind's others.
 * Treatments never change the same entity (`sharedChangeOf` refuses it at their start), so
 * their order does not matter.
 */
export function composeLayers(
  served: HarnessDocument,
  treatments: readonly LayerTreatment[],
): HarnessDocument {
  if (treatments.length === 0) return served;
  const entities: (HarnessEntity | null)[] = splitEntities(served);
  const at = new Map(entities.map((e, i) => [idOf(e!), i]));
  for (const t of treatments) {
    const from = new Map(splitEntities(t.document).map((e) => [idOf(e), e]));
    for (const c of t.changes) {
      const entity = from.get(idOf(c)) ?? null;
      const i = at.get(idOf(c));
      if (i !== undefined) entities[i] = entity;
      else if (entity) {
        at.set(idOf(c), entities.length);
        entities.push(entity);
      }
    }
  }
  return joinEntities(entities.filter((e) => e !== null)) as HarnessDocument;
}
