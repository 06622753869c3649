/** How deep into a base document its parts' JSON is kept (skills, tools, hooks, sections...). */
const DEPTH = 4;

/** JSON of a base document's parts, by object: versions are immutable, so it never goes stale. */
const fragments = new WeakMap<object, string>();
const filled = new WeakSet<object>();

/**
 * JSON.stringify(value), byte for byte, reusing the JSON of every part it shares (by
 * identity) with `base`: a shop's merged document keeps the base's tools, hooks, prompt
 * sections and most skills as the same objects, so a shop's first request serialises only
 * what its overlay changed instead of the whole 25 KB again.
 */
export function serializeSharing(value: unknown, base: object): string {
  if (!filled.has(base)) {
    remember(base, 0);
    filled.add(base);
  }
  return write(value);
}

function remember(value: unknown, depth: number): void {
  if (typeof value !== 'object' || value === null || depth > DEPTH) return;
  fragments.set(value, JSON.stringify(value));
  for (const child of Array.isArray(value) ? value : Object.values(value)) {
    remember(child, depth + 1);
  }
}

function write(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'null';
  const known = fragments.get(value);
  if (known !== undefined) return known;
  if ('toJSON' in value && typeof value.toJSON === 'function') return JSON.stringify(value);
  if (Array.isArray(value)) {
    return `[${value.map((item) => (omitted(item) ? 'null' : write(item))).join(',')}]`;
  }
  const parts: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    if (omitted(item)) continue;
    parts.push(`${JSON.stringify(key)}:${write(item)}`);
  }
  return `{${parts.join(',')}}`;
}

const omitted = (v: unknown) => v === undefined || typeof v === 'function' || typeof v === 'symbol';
