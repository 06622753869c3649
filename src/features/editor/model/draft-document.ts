import { joinEntities, type EntityKind, type HarnessEntity } from '../../../harness';
import type { LocalBuffer } from '../../../lib/local-draft';

export const bufferKey = (kind: string, key: string) => `${kind}/${key}`;

/** Saved entities with the browser's unsaved edits in place; new entities come last. */
export function entitiesWithEdits(
  entities: readonly HarnessEntity[],
  edits: Readonly<Record<string, LocalBuffer>>,
): HarnessEntity[] {
  const out = entities.map((e) => {
    const edit = edits[bufferKey(e.kind, e.key)];
    return edit ? { ...e, value: edit.value } : e;
  });
  for (const edit of Object.values(edits)) {
    if (!entities.some((e) => e.kind === edit.kind && e.key === edit.key)) {
      out.push({ kind: edit.kind as EntityKind, key: edit.key, value: edit.value });
    }
  }
  return out;
}

/** The joined document the core validates. */
export function documentOf(entities: readonly HarnessEntity[]): Record<string, unknown> {
  return joinEntities(entities);
}
