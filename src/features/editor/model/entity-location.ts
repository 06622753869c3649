import { collectionField, fromPointer, isCollectionKind, toPointer } from '../../../harness';
import type { Diagnostic, EntityKind, HarnessEntity } from '../../../harness';
import type { FieldProblem } from '../../../lib/diagnostic-message';

/** Where a diagnostic of the whole document lands: which entity, and where inside it. */
export interface LocatedDiagnostic extends Diagnostic {
  kind: EntityKind;
  key: string;
  /** Pointer inside the entity's value. */
  rel: string;
  /** The core's own (English) message; `message` is in the reader's language. */
  core: string;
}

const FIELD_KIND: Record<string, EntityKind> = {
  skills: 'skill',
  tools: 'tool',
  hooks: 'hook',
  promotions: 'promotion',
};

/** The pointer of an entity's value inside the joined document ('' for meta's fields). */
export function entityBase(
  entities: readonly HarnessEntity[],
  kind: EntityKind,
  key: string,
): string {
  if (kind === 'meta') return '';
  if (!isCollectionKind(kind)) return `/${kind}`;
  const index = entities.filter((e) => e.kind === kind).findIndex((e) => e.key === key);
  return toPointer([collectionField(kind), index]);
}

/** Maps a document pointer to its entity; meta owns whatever no other entity does. */
export function locate(
  entities: readonly HarnessEntity[],
  pointer: string,
): { kind: EntityKind; key: string; rel: string } {
  const [first, second, ...rest] = fromPointer(pointer);
  if (first === 'prompt' || first === 'preferences') {
    return { kind: first, key: first, rel: pointer.slice(first.length + 1) };
  }
  const kind = first === undefined ? undefined : FIELD_KIND[first];
  if (kind && second !== undefined) {
    const entity = entities.filter((e) => e.kind === kind)[Number(second)];
    if (entity) return { kind, key: entity.key, rel: toPointer(rest) };
  }
  return { kind: 'meta', key: 'meta', rel: pointer };
}

export function locateAll(
  entities: readonly HarnessEntity[],
  diagnostics: readonly Diagnostic[],
): LocatedDiagnostic[] {
  return diagnostics.map((d) => ({ ...d, core: d.message, ...locate(entities, d.pointer) }));
}

/**
 * The problems shown at a field (its pointer or below it), for the field to say with its own
 * label; `exact`: a list's own problems, not its items' (those show at each item).
 */
export function problemsAt(
  diagnostics: readonly LocatedDiagnostic[],
  rel: string,
  exact = false,
): FieldProblem[] {
  return diagnostics
    .filter((d) => d.rel === rel || (!exact && d.rel.startsWith(rel + '/')))
    .map((d) => ({
      pointer: d.rel,
      code: d.code,
      params: d.params,
      message: d.core,
      severity: d.severity === 'error' ? ('error' as const) : ('warning' as const),
    }));
}

/** Messages shown at a field: the ones at its pointer or below it. */
export function messagesAt(diagnostics: readonly LocatedDiagnostic[], rel: string): string[] {
  return diagnostics
    .filter((d) => d.rel === rel || d.rel.startsWith(rel + '/'))
    .map((d) => d.message);
}

/** A marker's text: the reader's language, with the core's English under it when different. */
export function markerMessage(d: LocatedDiagnostic): string {
  return d.message === d.core ? d.message : `${d.message}\n${d.core}`;
}
