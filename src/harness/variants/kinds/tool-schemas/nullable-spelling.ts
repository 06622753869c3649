import { emptyInverse } from '../../inverse';
import type { VariantKind } from '../../types';
import { isNode, mapParameters, type SchemaNode } from './schema-walk';

// Keywords about the value as a whole (not about one type): they stay beside `anyOf`.
const ANNOTATIONS = new Set([
  'description',
  'title',
  'default',
  'examples',
  '$comment',
  'deprecated',
  'readOnly',
  'writeOnly',
]);
const NULL_BRANCH = { type: 'null' };

const isNullBranch = (v: unknown) => isNode(v) && Object.keys(v).length === 1 && v.type === 'null';

/** `type: [x, "null"]` -> `anyOf: [{type: x, ...its constraints}, {type: "null"}]`. */
function toAnyOf(node: SchemaNode): SchemaNode | null {
  const { type } = node;
  if (!Array.isArray(type) || type.length !== 2 || 'anyOf' in node) return null;
  const at = type.indexOf('null');
  const other = type[1 - at] as unknown;
  if (at < 0 || typeof other !== 'string' || other === 'null') return null;
  // enum and const list null beside the other values: they cannot be split by branch.
  if ('enum' in node || 'const' in node) return null;
  const outer: SchemaNode = {};
  const branch: SchemaNode = { type: other };
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type') continue;
    if (ANNOTATIONS.has(key)) outer[key] = value;
    else branch[key] = value;
  }
  outer.anyOf = at === 1 ? [branch, NULL_BRANCH] : [NULL_BRANCH, branch];
  return outer;
}

/** The way back: `anyOf` of one typed branch and `{type: "null"}` -> `type: [x, "null"]`. */
function toTypeList(node: SchemaNode): SchemaNode | null {
  const { anyOf } = node;
  if (!Array.isArray(anyOf) || anyOf.length !== 2 || 'type' in node) return null;
  const at = anyOf.findIndex(isNullBranch);
  const branch = anyOf[1 - at] as unknown;
  if (at < 0 || !isNode(branch) || typeof branch.type !== 'string' || branch.type === 'null')
    return null;
  // Merging is only the same schema when no keyword appears on both levels.
  const outerKeys = Object.keys(node).filter((k) => k !== 'anyOf');
  if (outerKeys.some((k) => k in branch || !ANNOTATIONS.has(k))) return null;
  if ('enum' in branch || 'const' in branch) return null;
  const { type, ...constraints } = branch;
  const out: SchemaNode = { type: at === 1 ? [type, 'null'] : ['null', type] };
  for (const k of outerKeys) out[k] = node[k];
  return { ...out, ...constraints };
}

/**
 * Spells nullable values the other way: `type: [x, "null"]` <-> `anyOf` with a null
 * branch, both of which OpenAI strict mode accepts and which mean the same to a
 * validator. A harness with no nullable value (generated ones have none) is unchanged.
 */
export const nullableSpelling: VariantKind = {
  id: 'nullable-spelling',
  family: 'tool-schemas',
  summary: 'Spell nullable values as type lists or anyOf, the other way round',
  touches: ['tool'],
  apply(doc) {
    let switched = 0;
    const tools = doc.tools.map((tool) => ({
      ...tool,
      parameters: mapParameters(tool.parameters, (node) => {
        const next = toAnyOf(node) ?? toTypeList(node);
        if (!next) return node;
        switched++;
        return next;
      }),
    }));
    return {
      document: { ...doc, tools },
      inverse: emptyInverse(),
      description:
        switched === 0
          ? 'No nullable value in any tool schema: unchanged.'
          : `Nullable values spelled the other way in ${switched} place${switched === 1 ? '' : 's'}.`,
    };
  },
};
