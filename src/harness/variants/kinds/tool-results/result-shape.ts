import type { PropertyNames } from '../../types';

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * Whether a tool's answers can be renamed and read back through PropertyNames: it names the
 * keys of objects and of arrays of objects, but not of an answer that is itself an array,
 * nor of arrays inside arrays.
 */
export function renamable(value: unknown, top = true): boolean {
  if (Array.isArray(value)) {
    if (top) return false;
    return value.every((v) => !Array.isArray(v) && renamable(v, false));
  }
  if (isObject(value)) return Object.values(value).every((v) => renamable(v, false));
  return true;
}

/** Every key of the objects in these values, at any depth, in first-seen order. */
export function keysIn(values: unknown[]): string[] {
  const keys = new Set<string>();
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (isObject(v)) {
      for (const [k, inner] of Object.entries(v)) {
        keys.add(k);
        visit(inner);
      }
    }
  };
  values.forEach(visit);
  return [...keys];
}

/** The value with every object key renamed by `names` (original -> variant), order kept. */
export function renameKeys(value: unknown, names: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(value)) return value.map((v) => renameKeys(v, names));
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [names.get(k) ?? k, renameKeys(v, names)]),
  );
}

/**
 * The variant's keys as PropertyNames (variant -> original, nested), over the shapes of all
 * the original answers together: a key that holds an object in one answer and a list of
 * objects in another gets both `properties` and `items`.
 */
export function propertyNamesOf(
  originals: unknown[],
  names: ReadonlyMap<string, string>,
): PropertyNames | undefined {
  const objects = originals.filter(isObject);
  if (objects.length === 0) return undefined;
  const out: PropertyNames = {};
  const children = new Map<string, { objects: unknown[]; items: unknown[] }>();
  for (const o of objects) {
    for (const [k, v] of Object.entries(o)) {
      const seen = children.get(k) ?? { objects: [], items: [] };
      if (isObject(v)) seen.objects.push(v);
      if (Array.isArray(v)) seen.items.push(...v);
      children.set(k, seen);
    }
  }
  for (const [k, seen] of children) {
    const entry: PropertyNames[string] = { name: k };
    const properties = propertyNamesOf(seen.objects, names);
    const items = propertyNamesOf(seen.items, names);
    if (properties) entry.properties = properties;
    if (items) entry.items = items;
    out[names.get(k) ?? k] = entry;
  }
  return out;
}
