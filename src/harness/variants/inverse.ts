import type { ActualCall } from '../evaluation/ast-matcher';
import { USE_SKILL_TOOL_NAME } from '../compile/skills';
import type { InverseMap, PropertyNames } from './types';
import type { OfferedNames } from './offered-names';

export const emptyInverse = (): InverseMap => ({
  tools: {},
  skills: {},
  hooks: {},
  arguments: {},
  resultKeys: {},
});

/** A name map after a second rename: variant2 -> original, keeping the first's other names. */
function composeNames(
  first: Record<string, string>,
  second: Record<string, string>,
): Record<string, string> {
  const out: Record<string, string> = {};
  const renamedAgain = new Set(Object.values(second));
  for (const [v1, original] of Object.entries(first)) if (!renamedAgain.has(v1)) out[v1] = original;
  for (const [v2, v1] of Object.entries(second)) out[v2] = first[v1] ?? v1;
  for (const [name, original] of Object.entries(out)) if (name === original) delete out[name];
  return out;
}

function composeProperties(
  first: PropertyNames | undefined,
  second: PropertyNames | undefined,
): PropertyNames | undefined {
  if (!first) return second;
  if (!second) return first;
  const out: PropertyNames = {};
  for (const [v2, inner] of Object.entries(second)) {
    const before = first[inner.name];
    const entry: PropertyNames[string] = { name: before?.name ?? inner.name };
    const properties = composeProperties(before?.properties, inner.properties);
    const items = composeProperties(before?.items, inner.items);
    if (properties) entry.properties = properties;
    if (items) entry.items = items;
    out[v2] = entry;
  }
  return out;
}

/** Per-tool maps keyed by original tool name, after the second step renamed tools too. */
function composePerTool(
  first: Record<string, PropertyNames>,
  second: Record<string, PropertyNames>,
  firstTools: Record<string, string>,
): Record<string, PropertyNames> {
  const out: Record<string, PropertyNames> = { ...first };
  for (const [v1Tool, names] of Object.entries(second)) {
    const original = firstTools[v1Tool] ?? v1Tool;
    out[original] = composeProperties(first[original], names)!;
  }
  return out;
}

/** The inverse of applying `first`, then `second` to its output. */
export function composeInverse(first: InverseMap, second: InverseMap): InverseMap {
  return {
    tools: composeNames(first.tools, second.tools),
    skills: composeNames(first.skills, second.skills),
    hooks: composeNames(first.hooks, second.hooks),
    arguments: composePerTool(first.arguments, second.arguments, first.tools),
    resultKeys: composePerTool(first.resultKeys, second.resultKeys, first.tools),
  };
}

/** A key the variant does not offer keeps its name behind this mark, so it never matches. */
export const FOREIGN_KEY_PREFIX = '\u0000not-offered:';

/** Renames an object's keys back; keys the map does not list are marked foreign. */
export function renameBack(value: unknown, names: PropertyNames | undefined): unknown {
  if (!names) return value;
  if (Array.isArray(value)) return value;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    const entry = names[key];
    if (!entry) {
      out[FOREIGN_KEY_PREFIX + key] = inner;
      continue;
    }
    let mapped = renameBack(inner, entry.properties);
    if (entry.items && Array.isArray(inner)) {
      mapped = inner.map((item) => renameBack(item, entry.items));
    }
    out[entry.name] = mapped;
  }
  return out;
}

/**
 * A call the model made in the variant, as the original harness names it; null when the
 * variant does not offer that tool (say the original name of a renamed one), exactly as
 * the runtime would refuse it. A skill id the variant does not offer maps to null.
 */
export function callToOriginal(
  inverse: InverseMap,
  offered: OfferedNames,
  call: ActualCall,
): ActualCall | null {
  if (!offered.tools.has(call.name)) return null;
  const name = inverse.tools[call.name] ?? call.name;
  let args = call.arguments;
  if (args && name === USE_SKILL_TOOL_NAME && typeof args.skill === 'string') {
    const id = args.skill;
    args = { ...args, skill: offered.skills.has(id) ? skillToOriginal(inverse, id) : null };
  } else if (args) {
    args = renameBack(args, inverse.arguments[name]) as Record<string, unknown>;
  }
  return { ...call, name, arguments: args };
}

/** A skill id the model used in the variant, as the original names it. */
export const skillToOriginal = (inverse: InverseMap, id: string): string =>
  inverse.skills[id] ?? id;

/**
 * A hook id in a variant's trace, as the original names it: what a `hook` expectation of
 * the suite is checked against, so the same case grades every variant.
 */
export const hookToOriginal = (inverse: InverseMap, id: string): string => inverse.hooks[id] ?? id;

function invertProperties(names: PropertyNames | undefined): PropertyNames | undefined {
  if (!names) return undefined;
  const out: PropertyNames = {};
  for (const [variantName, entry] of Object.entries(names)) {
    const inner: PropertyNames[string] = { name: variantName };
    const properties = invertProperties(entry.properties);
    const items = invertProperties(entry.items);
    if (properties) inner.properties = properties;
    if (items) inner.items = items;
    out[entry.name] = inner;
  }
  return out;
}

/** Maps original result keys to the variant's (what an http binding's answer needs). */
export const forwardResultKeys = (inverse: InverseMap, originalTool: string) =>
  invertProperties(inverse.resultKeys[originalTool]);

/**
 * The call the original names, as the variant names it: what a host that reads the tools
 * it is offered would send (the scripted model server plays one; property tests use it).
 */
export function callToVariant(inverse: InverseMap, call: ActualCall): ActualCall {
  const name = Object.entries(inverse.tools).find(([, o]) => o === call.name)?.[0] ?? call.name;
  let args = call.arguments;
  if (args && call.name === USE_SKILL_TOOL_NAME && typeof args.skill === 'string') {
    const id = args.skill;
    args = { ...args, skill: Object.entries(inverse.skills).find(([, o]) => o === id)?.[0] ?? id };
  } else if (args) {
    const forward = invertProperties(inverse.arguments[call.name]);
    if (forward) args = stripForeign(renameBack(args, forward)) as Record<string, unknown>;
  }
  return { ...call, name, arguments: args };
}

// Going forward every original key is known; a foreign mark would only come from a bug.
function stripForeign(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k.replace(FOREIGN_KEY_PREFIX, ''), v]),
  );
}
