/**
 * The part of JSON Schema a tool's parameters use in practice: type (one or a list), enum,
 * const, items, properties, required, additionalProperties, anyOf/oneOf. Anything else
 * (formats, ranges, $ref) is left to the runtime's full validator.
 */
export type JsonSchema = Record<string, unknown>;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function asSchema(value: unknown): JsonSchema | null {
  return isRecord(value) ? value : null;
}

export function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function describe(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    // BFCL's int -> float coercion: a whole number is a fine number.
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isRecord(value);
    case 'null':
      return value === null;
    default:
      return typeof value === type;
  }
}

function typeProblem(value: unknown, types: string[], at: string): string | null {
  if (types.some((t) => hasType(value, t))) return null;
  const wanted = types.join(' or ');
  const numeric = types.includes('number') || types.includes('integer');
  if (numeric && typeof value === 'string' && value.trim() !== '' && !isNaN(Number(value)))
    return `${at} should be ${wanted}, got the string ${describe(value)} (numbers must not be quoted)`;
  if (types.includes('integer') && typeof value === 'number')
    return `${at} should be an integer, got ${describe(value)}`;
  return `${at} should be ${wanted}, got ${jsonTypeOf(value)} ${describe(value)}`;
}

/** Every way `value` breaks `schema`, each naming where (`at`, like "quantity" or "items[2]"). */
export function typeProblems(value: unknown, schema: JsonSchema, at: string): string[] {
  const branches = (schema.anyOf ?? schema.oneOf) as unknown;
  if (Array.isArray(branches)) {
    const options = branches.map(asSchema).filter((s): s is JsonSchema => s !== null);
    if (options.length && !options.some((s) => typeProblems(value, s, at).length === 0))
      return [`${at} matches none of the allowed shapes: ${describe(value)}`];
  }
  const types = typeof schema.type === 'string' ? [schema.type] : schema.type;
  if (Array.isArray(types)) {
    const problem = typeProblem(value, types.map(String), at);
    if (problem) return [problem];
  }
  if (Array.isArray(schema.enum) && !schema.enum.some((e) => sameJson(e, value)))
    return [`${at} must be one of ${describe(schema.enum)}, got ${describe(value)}`];
  if ('const' in schema && !sameJson(schema.const, value))
    return [`${at} must be ${describe(schema.const)}, got ${describe(value)}`];
  if (Array.isArray(value)) {
    const items = asSchema(schema.items);
    return items ? value.flatMap((v, i) => typeProblems(v, items, `${at}[${i}]`)) : [];
  }
  if (isRecord(value)) return objectProblems(value, schema, at);
  return [];
}

function objectProblems(value: Record<string, unknown>, schema: JsonSchema, at: string): string[] {
  const properties = asSchema(schema.properties);
  const out: string[] = [];
  const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
  for (const key of required) if (!(key in value)) out.push(`${at}.${key} is missing`);
  for (const [key, v] of Object.entries(value)) {
    const sub = properties ? asSchema(properties[key]) : null;
    if (sub) out.push(...typeProblems(v, sub, `${at}.${key}`));
    else if (properties && schema.additionalProperties === false)
      out.push(`${at}.${key} is not a known field`);
  }
  return out;
}

/** Plain JSON equality: key order does not matter, 1 equals 1.0. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((v, i) => sameJson(v, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length && keys.every((k) => k in b && sameJson(a[k], b[k]))
    );
  }
  return false;
}
