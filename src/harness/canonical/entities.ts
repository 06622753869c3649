import { z } from 'zod';
import type { HarnessDocument, HarnessDocumentInput } from '../schema/document';
import { contentHash } from './canonical-json';

/**
 * A harness is stored and edited as separate entities, each with its own revision and
 * content hash, so an unchanged skill is stored once across versions and two people
 * editing different entities never conflict.
 */
export const SINGLETON_KINDS = ['meta', 'prompt', 'preferences'] as const;
export const COLLECTION_KINDS = ['skill', 'tool', 'hook', 'promotion'] as const;
export const ENTITY_KINDS = [...SINGLETON_KINDS, ...COLLECTION_KINDS] as const;

export type CollectionKind = (typeof COLLECTION_KINDS)[number];
export const entityKindSchema = z.enum(ENTITY_KINDS);
export type EntityKind = z.infer<typeof entityKindSchema>;

export interface HarnessEntity {
  kind: EntityKind;
  /** The entity's id (skill id, tool name...); the kind itself for singletons. */
  key: string;
  value: unknown;
}

export const manifestEntrySchema = z.object({
  kind: entityKindSchema,
  key: z.string(),
  /** `contentHash` of the entity's value. */
  hash: z.string(),
});

export type ManifestEntry = z.infer<typeof manifestEntrySchema>;

const COLLECTION_FIELD = {
  skill: 'skills',
  tool: 'tools',
  hook: 'hooks',
  promotion: 'promotions',
} as const;

export function collectionField(kind: CollectionKind): (typeof COLLECTION_FIELD)[CollectionKind] {
  return COLLECTION_FIELD[kind];
}

export function isCollectionKind(kind: string): kind is CollectionKind {
  return (COLLECTION_KINDS as readonly string[]).includes(kind);
}

export function isEntityKind(kind: string): kind is EntityKind {
  return (ENTITY_KINDS as readonly string[]).includes(kind);
}

/** The key of a collection entity's value: `name` for tools, `id` for the rest. */
export function entityKey(kind: CollectionKind, value: unknown): string {
  const v = value as Record<string, unknown>;
  return String(kind === 'tool' ? v.name : v.id);
}

/** Splits a document into its entities, in document order. */
export function splitEntities(doc: HarnessDocument | HarnessDocumentInput): HarnessEntity[] {
  const { schemaVersion, name, description, settings, model } = doc;
  const out: HarnessEntity[] = [
    { kind: 'meta', key: 'meta', value: { schemaVersion, name, description, settings, model } },
    { kind: 'prompt', key: 'prompt', value: doc.prompt },
    { kind: 'preferences', key: 'preferences', value: doc.preferences },
  ];
  for (const kind of COLLECTION_KINDS) {
    for (const value of (doc[COLLECTION_FIELD[kind]] ?? []) as unknown[]) {
      out.push({ kind, key: entityKey(kind, value), value });
    }
  }
  return out;
}

/** The inverse of splitEntities: entities of a kind keep the order given. */
export function joinEntities(entities: readonly HarnessEntity[]): Record<string, unknown> {
  const doc: Record<string, unknown> = { skills: [], tools: [], hooks: [], promotions: [] };
  for (const e of entities) {
    if (e.kind === 'meta') Object.assign(doc, e.value as object);
    else if (e.kind === 'prompt' || e.kind === 'preferences') doc[e.kind] = e.value;
    else (doc[COLLECTION_FIELD[e.kind]] as unknown[]).push(e.value);
  }
  return doc;
}

export function manifestOf(entities: readonly HarnessEntity[]): ManifestEntry[] {
  return entities.map((e) => ({ kind: e.kind, key: e.key, hash: contentHash(e.value) }));
}
