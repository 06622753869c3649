type Json = Record<string, unknown>;

export const isPlainObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Keys whose value is not undefined, as canonical JSON sees them. */
export function definedKeys(value: Json): string[] {
  return Object.keys(value).filter((k) => value[k] !== undefined);
}

/** Equal as JSON: key order and undefined members do not matter; array order does. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((v, i) => sameJson(v, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = definedKeys(a);
    if (keys.length !== definedKeys(b).length) return false;
    return keys.every((k) => b[k] !== undefined && sameJson(a[k], b[k]));
  }
  return typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b);
}
