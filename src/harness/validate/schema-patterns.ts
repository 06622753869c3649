type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

// Keywords whose values are subschemas, so data under "const", "enum" or "default" is skipped.
const MAP_KEYWORDS = [
  'properties',
  'patternProperties',
  '$defs',
  'definitions',
  'dependentSchemas',
];
const LIST_KEYWORDS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const ONE_KEYWORDS = [
  'items',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
];
const MAX_DEPTH = 64;

export interface BadPattern {
  /** Path inside the schema, to the pattern string or the patternProperties key. */
  path: PropertyKey[];
  pattern: string;
}

/** Ajv compiles patterns with the "u" flag, so that is the dialect argument checks will use. */
function isValidPattern(pattern: string): boolean {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

/**
 * The meta-schema check does not look inside "pattern" strings, and a bad one would only
 * fail later, when the tool's arguments are first checked.
 */
export function findBadPatterns(
  schema: unknown,
  path: PropertyKey[] = [],
  depth = 0,
): BadPattern[] {
  if (!isNode(schema) || depth > MAX_DEPTH) return [];
  const out: BadPattern[] = [];
  if (typeof schema.pattern === 'string' && !isValidPattern(schema.pattern)) {
    out.push({ path: [...path, 'pattern'], pattern: schema.pattern });
  }
  if (isNode(schema.patternProperties)) {
    for (const key of Object.keys(schema.patternProperties)) {
      if (!isValidPattern(key))
        out.push({ path: [...path, 'patternProperties', key], pattern: key });
    }
  }
  for (const k of MAP_KEYWORDS) {
    const map = schema[k];
    if (!isNode(map)) continue;
    for (const [name, child] of Object.entries(map)) {
      out.push(...findBadPatterns(child, [...path, k, name], depth + 1));
    }
  }
  for (const k of LIST_KEYWORDS) {
    const list = schema[k];
    if (!Array.isArray(list)) continue;
    list.forEach((child, i) => out.push(...findBadPatterns(child, [...path, k, i], depth + 1)));
  }
  for (const k of ONE_KEYWORDS) out.push(...findBadPatterns(schema[k], [...path, k], depth + 1));
  return out;
}
