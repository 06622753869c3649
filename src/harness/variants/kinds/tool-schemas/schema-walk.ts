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
 * holding them. Returns new objects and never changes its input; keys keep their order.
 */
export function mapSchema(node: unknown, visit: (node: SchemaNode) => SchemaNode): unknown {
  if (!isNode(node)) return node;
  const out: SchemaNode = { ...node };
  for (const key of ONE) if (isNode(out[key])) out[key] = mapSchema(out[key], visit);
  for (const key of LIST) {
    const list = out[key];
    if (Array.isArray(list)) out[key] = list.map((child) => mapSchema(child, visit));
  }
  for (const key of MAP) {
    const map = out[key];
    if (!isNode(map)) continue;
    // fromEntries defines own keys, so a property named "__proto__" stays a property.
    out[key] = Object.fromEntries(
      Object.entries(map).map(([name, child]) => [name, mapSchema(child, visit)]),
    );
  }
  return visit(out);
}

/** Maps a tool's parameters schema, keeping it typed as the tool's. */
export const mapParameters = (
  parameters: Record<string, unknown>,
  visit: (node: SchemaNode) => SchemaNode,
): Record<string, unknown> => mapSchema(parameters, visit) as Record<string, unknown>;
