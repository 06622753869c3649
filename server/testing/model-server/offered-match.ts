import type { HarnessDocument } from '../../../src/harness';

// How a reading host finds, in a request, what the original harness called something:
// look-only variants rename tools, parameters and skills but keep what their descriptions
// say, so a description (and its parameters' descriptions) is the thing to go by.

type Schema = Record<string, unknown>;
const isObject = (v: unknown): v is Schema =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A tool as the request offers it. */
export interface OfferedTool {
  name: string;
  description: string;
  parameters: Schema;
}

// Identifier-like tokens (product_id, productId, tool_3fa2, product-qa): the renaming kinds
// rewrite such mentions inside descriptions, so they cannot tell two descriptions apart.
const IDENTIFIER = /[A-Za-z0-9]+(?:[_-][A-Za-z0-9]+)+|[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*/g;

/** The text a description says, without its identifiers, spacing and case. */
export function normalise(text: string): string {
  return text.replace(IDENTIFIER, '\u0000').replace(/\s+/g, ' ').trim().toLowerCase();
}

const same = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' && normalise(a) === normalise(b);

/** The object schema holding named properties, through a nullable `anyOf`. */
function objectOf(schema: unknown): Schema | undefined {
  if (!isObject(schema)) return undefined;
  if (isObject(schema.properties)) return schema.properties;
  if (Array.isArray(schema.anyOf)) {
    for (const branch of schema.anyOf) {
      const found = objectOf(branch);
      if (found) return found;
    }
  }
  return undefined;
}

/** The items schema of an array, through a nullable `anyOf`. */
function itemsOf(schema: unknown): unknown {
  if (!isObject(schema)) return undefined;
  if ('items' in schema) return schema.items;
  if (Array.isArray(schema.anyOf)) return schema.anyOf.map(itemsOf).find((i) => i !== undefined);
  return undefined;
}

/** `value` (in `from`'s property names) renamed into `to`'s, matched by description. */
function mapValue(value: unknown, from: unknown, to: unknown): unknown {
  if (Array.isArray(value)) {
    const [a, b] = [itemsOf(from), itemsOf(to)];
    return a && b ? value.map((v) => mapValue(v, a, b)) : value;
  }
  const [fromProps, toProps] = [objectOf(from), objectOf(to)];
  if (!isObject(value) || !fromProps || !toProps) return value;
  const out: Schema = {};
  for (const [key, inner] of Object.entries(value)) {
    const wanted = fromProps[key];
    if (!isObject(wanted)) continue;
    const matches = Object.keys(toProps).filter((k) =>
      same((toProps[k] as Schema | undefined)?.description, wanted.description),
    );
    // Two properties that say the same: keep the name if it is still offered.
    const name = matches.includes(key) ? key : matches[0];
    // No property says what this one said: the host has nothing to put it in.
    if (name !== undefined) out[name] = mapValue(inner, wanted, toProps[name]);
  }
  return out;
}

/** Arguments for `to`, from arguments written for `from` (nested objects and arrays too). */
export function mapArguments(
  args: Record<string, unknown>,
  from: Schema,
  to: Schema,
): Record<string, unknown> {
  return mapValue(args, from, to) as Record<string, unknown>;
}

/** How many of `from`'s properties `to` has a property for (by description). */
function sharedProperties(from: Schema, to: Schema): number {
  const a = objectOf(from) ?? {};
  const b = Object.values(objectOf(to) ?? {});
  return Object.values(a).filter((p) =>
    b.some((q) => isObject(p) && isObject(q) && same(q.description, p.description)),
  ).length;
}

/** The offered tool that does what the original's `name` did, or undefined. */
export function offeredToolFor(
  original: HarnessDocument,
  name: string,
  offered: readonly OfferedTool[],
): OfferedTool | undefined {
  const tool = original.tools.find((t) => t.name === name);
  if (!tool) return undefined;
  const candidates = offered.filter((t) => same(t.description, tool.description));
  // Equal descriptions: the one whose parameters say the most of the original's.
  const score = (t: OfferedTool) =>
    sharedProperties(tool.parameters, t.parameters) * 2 + (t.name === name ? 1 : 0);
  return candidates.reduce<OfferedTool | undefined>(
    (best, t) => (best === undefined || score(t) > score(best) ? t : best),
    undefined,
  );
}

/**
 * The id under which the request lists the original skill `id`, from the on-demand list in
 * the system prompt (`- <id>: <description>`, one line each), or undefined.
 */
export function offeredSkillFor(
  original: HarnessDocument,
  id: string,
  system: string,
  ids: readonly string[],
): string | undefined {
  const skill = original.skills.find((s) => s.id === id);
  if (!skill) return undefined;
  // Longest ids first, so "qa" does not claim the line of "product-qa".
  const byLength = [...ids].sort((a, b) => b.length - a.length);
  for (const line of system.split('\n').map((l) => l.trim())) {
    if (!line.startsWith('- ')) continue;
    const listed = byLength.find((i) => line.startsWith(`- ${i}`));
    if (listed === undefined) continue;
    const said = line.slice(2 + listed.length).replace(/^\s*[:：]\s*/, '');
    if (same(said, skill.description)) return listed;
  }
  return undefined;
}
