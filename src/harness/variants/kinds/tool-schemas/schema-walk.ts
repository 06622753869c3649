/** A JSON Schema object node (booleans and anything else are left as they are). */
export type SchemaNode = Record<string, unknown>;

export const isNode = (v: unknown): v is SchemaNode =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

// Keywords whose value is one subschema, a list of them, or a map of name -> subschema.
const ONE = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains'] as const;
const LIST = ['prefixItems', 'anyOf', 'oneOf', 'allOf', 'items'] as const;
const MAP = [
  'properties',
  '$defs',
  'definitions',
  'patternProperties',
  'dependentSchemas',
] as const;

/**
 * Rebuilds a schema bottom-up: each subschema is mapped first, then `visit` maps the node
 * holding them. Never changes its input; keys keep their order. A node whose subschemas
 * all came back unchanged is passed to `visit` as it is, so a kind that changes little
 * (most schemas have no enum) copies little: large harnesses have thousands of nodes.
 */
export function mapSchema(node: unknown, visit: (node: SchemaNode) => SchemaNode): unknown {
  if (!isNode(node)) return node;
  let out: SchemaNode | undefined;
  const set = (key: string, value: unknown) => {
    if (value === node[key]) return;
    out ??= { ...node };
    out[key] = value;
  };
  for (const key of ONE) if (isNode(node[key])) set(key, mapSchema(node[key], visit));
  for (const key of LIST) {
    const list = node[key];
    if (!Array.isArray(list)) continue;
    const next = list.map((child) => mapSchema(child, visit));
    if (next.some((child, i) => child !== list[i])) set(key, next);
  }
  for (const key of MAP) {
    const map = node[key];
    if (!isNode(map)) continue;
    const entries = Object.entries(map);
    const next = entries.map(([name, child]) => [name, mapSchema(child, visit)] as const);
    // fromEntries defines own keys, so a property named "__proto__" stays a property.
    if (next.some(([, child], i) => child !== entries[i]![1])) set(key, Object.fromEntries(next));
  }
  return visit(out ?? node);
}

/** Maps a tool's parameters schema, keeping it typed as the tool's. */
export const mapParameters = (
  parameters: Record<string, unknown>,
  visit: (node: SchemaNode) => SchemaNode,
): Record<string, unknown> => mapSchema(parameters, visit) as Record<string, unknown>;
