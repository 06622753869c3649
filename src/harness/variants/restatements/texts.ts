import type { HarnessDocument } from '../../schema/document';
import { sha256Hex } from '../../canonical/canonical-json';
import type { RestatementField, RestatementPart } from './contract';

/** One text a model may restate, where it was first found, and its hash (the cache key). */
export interface RestatableText {
  part: RestatementPart;
  field: RestatementField;
  /** The skill id or tool name. */
  entity: string;
  /** JSON pointer inside the entity: `/description`, `/parameters/properties/size/description`. */
  pointer: string;
  text: string;
  hash: string;
}

/** A source text's hash: what restatements are cached and applied by (sha256, hex). */
export const textHash = (text: string): string => sha256Hex(text);

/**
 * The longest text each field accepts (the harness schema's limits): a restatement longer than
 * its field's limit would make the variant invalid, so it is refused on review and skipped on
 * apply. Parameter descriptions are JSON Schema annotations without a limit.
 */
export const FIELD_MAX_LENGTH: Record<RestatementField, number> = {
  'skill.description': 1024,
  'skill.instructions': 50_000,
  'tool.description': 1024,
  'parameter.description': 50_000,
};

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

// The keywords holding subschemas: one, a list, or a map of name -> subschema.
const ONE = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains'];
const LIST = ['prefixItems', 'anyOf', 'oneOf', 'allOf', 'items'];
const MAP = ['properties', '$defs', 'definitions', 'patternProperties', 'dependentSchemas'];

/** Every `description` of a schema's nodes, the root's first, each with its pointer. */
export function schemaDescriptions(
  node: unknown,
  pointer = '',
): { pointer: string; text: string }[] {
  if (!isNode(node)) return [];
  const out: { pointer: string; text: string }[] = [];
  if (typeof node.description === 'string')
    out.push({ pointer: `${pointer}/description`, text: node.description });
  for (const key of ONE) out.push(...schemaDescriptions(node[key], `${pointer}/${key}`));
  for (const key of LIST) {
    const list = node[key];
    if (Array.isArray(list))
      list.forEach((child, i) => out.push(...schemaDescriptions(child, `${pointer}/${key}/${i}`)));
  }
  for (const key of MAP) {
    const map = node[key];
    if (!isNode(map)) continue;
    for (const [name, child] of Object.entries(map)) {
      out.push(...schemaDescriptions(child, `${pointer}/${key}/${escape(name)}`));
    }
  }
  return out;
}

/**
 * The texts of a document a model may restate: each skill's description and instructions,
 * each tool's description and its parameters' descriptions, in document order. A text that
 * occurs twice is listed once (at its first place): it is restated, and cached, once.
 * Blank texts are left out: there is nothing to restate.
 */
export function restatableTexts(
  doc: HarnessDocument,
  parts: readonly RestatementPart[] = ['skills', 'tools'],
): RestatableText[] {
  const out: RestatableText[] = [];
  const seen = new Set<string>();
  const add = (item: Omit<RestatableText, 'hash'>) => {
    if (item.text.trim() === '') return;
    const hash = textHash(item.text);
    if (seen.has(hash)) return;
    seen.add(hash);
    out.push({ ...item, hash });
  };
  if (parts.includes('skills')) {
    for (const skill of doc.skills) {
      const at = { part: 'skills' as const, entity: skill.id };
      add({ ...at, field: 'skill.description', pointer: '/description', text: skill.description });
      add({
        ...at,
        field: 'skill.instructions',
        pointer: '/instructions',
        text: skill.instructions,
      });
    }
  }
  if (parts.includes('tools')) {
    for (const tool of doc.tools) {
      const at = { part: 'tools' as const, entity: tool.name };
      add({ ...at, field: 'tool.description', pointer: '/description', text: tool.description });
      for (const d of schemaDescriptions(tool.parameters, '/parameters')) {
        add({ ...at, field: 'parameter.description', ...d });
      }
    }
  }
  return out;
}
