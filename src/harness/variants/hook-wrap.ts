import type { Hook } from '../schema/hook';
import { composeInverse, emptyInverse } from './inverse';
import type { InverseMap, PropertyNames } from './types';

/**
 * Hooks are written against the original names: a before_tool hook compares
 * `ctx.toolCall.name` with "get_product_detail" or reads `ctx.toolCall.arguments.product_id`.
 * In a variant that renamed them the hook would silently stop matching, which would change
 * what the harness means. So a variant wraps such hooks: a prologue, run inside the sandbox,
 * shows the hook the original names, and maps the arguments of a rewrite forward again.
 */

/** What a wrapper maps: the variant -> original parts of an inverse a hook can see. */
export type HookNameMap = Pick<InverseMap, 'tools' | 'arguments' | 'resultKeys'>;

const BEGIN = '\n// ---- the hook as written (it reads the original names) ----\n';
const END = '\n// ---- end of the hook as written ----\n';
const MAP_LEAD = 'var __variantNames = ';
const HEADER =
  '// Harness variant: tool, argument or result names differ from the ones this hook was\n' +
  '// written for. The code around it shows the hook the original names and maps the\n' +
  '// arguments of a rewrite forward to the names this harness offers.\n';

// Plain ES5 so it runs in the hook sandbox (QuickJS) exactly as the hook itself would.
const PROLOGUE = `var __variantOwn = Object.prototype.hasOwnProperty;
function __variantRename(value, names) {
  if (!names || value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  var out = {};
  for (var key in value) {
    if (!__variantOwn.call(value, key)) continue;
    var entry = __variantOwn.call(names, key) ? names[key] : null;
    var inner = value[key];
    if (!entry) {
      out[key] = inner;
      continue;
    }
    if (entry.items && Array.isArray(inner)) {
      inner = inner.map(function (item) {
        return __variantRename(item, entry.items);
      });
    } else {
      inner = __variantRename(inner, entry.properties);
    }
    out[entry.name] = inner;
  }
  return out;
}
function __variantInvert(names) {
  if (!names) return names;
  var out = {};
  for (var key in names) {
    if (!__variantOwn.call(names, key)) continue;
    var entry = { name: key };
    if (names[key].properties) entry.properties = __variantInvert(names[key].properties);
    if (names[key].items) entry.items = __variantInvert(names[key].items);
    out[names[key].name] = entry;
  }
  return out;
}
function __variantTool(name) {
  return __variantOwn.call(__variantNames.tools, name) ? __variantNames.tools[name] : name;
}
function __variantPart(map, tool) {
  return __variantOwn.call(map, tool) ? __variantNames.shapes[map[tool]] : undefined;
}`;

const EPILOGUE = `function hook(ctx) {
  var seen = {};
  for (var key in ctx) if (__variantOwn.call(ctx, key)) seen[key] = ctx[key];
  var call = ctx.toolCall;
  var tool = call ? __variantTool(call.name) : undefined;
  if (call) {
    seen.toolCall = {
      name: tool,
      arguments: __variantRename(call.arguments, __variantPart(__variantNames.arguments, tool)),
    };
    if (__variantOwn.call(ctx, 'toolResult')) {
      seen.toolResult = __variantRename(ctx.toolResult, __variantPart(__variantNames.resultKeys, tool));
    }
  }
  if (Array.isArray(ctx.toolResults)) {
    seen.toolResults = ctx.toolResults.map(function (r) {
      var name = __variantTool(r.name);
      return { name: name, result: __variantRename(r.result, __variantPart(__variantNames.resultKeys, name)) };
    });
  }
  var decision = __variantHook(seen);
  if (call && decision && decision.action === 'rewrite' && decision.arguments) {
    var forward = __variantInvert(__variantPart(__variantNames.arguments, tool));
    var out = {};
    for (var k in decision) if (__variantOwn.call(decision, k)) out[k] = decision[k];
    out.arguments = __variantRename(decision.arguments, forward);
    return out;
  }
  return decision;
}
`;

/** Drops entries that keep their name and have nothing renamed inside: the wrapper's default. */
function prune(names: PropertyNames | undefined): PropertyNames | undefined {
  if (!names) return undefined;
  const out: PropertyNames = {};
  for (const [key, entry] of Object.entries(names)) {
    const properties = prune(entry.properties);
    const items = prune(entry.items);
    if (key === entry.name && !properties && !items) continue;
    out[key] = { name: entry.name, ...(properties && { properties }), ...(items && { items }) };
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

function prunePerTool(map: Record<string, PropertyNames>): Record<string, PropertyNames> {
  const out: Record<string, PropertyNames> = {};
  for (const [tool, names] of Object.entries(map)) {
    const kept = prune(names);
    if (kept) out[tool] = kept;
  }
  return out;
}

function pruneMap(map: HookNameMap): HookNameMap {
  return {
    tools: map.tools,
    arguments: prunePerTool(map.arguments),
    resultKeys: prunePerTool(map.resultKeys),
  };
}

/**
 * The map as the wrapper stores it: each distinct PropertyNames once, tools pointing at it.
 * A harness-wide rename gives hundreds of tools the same argument names; listed per tool,
 * the map alone would pass the hook size limit on a large harness.
 */
interface PackedNames {
  tools: Record<string, string>;
  shapes: PropertyNames[];
  arguments: Record<string, number>;
  resultKeys: Record<string, number>;
}

function pack(map: HookNameMap): PackedNames {
  const shapes: PropertyNames[] = [];
  const index = new Map<string, number>();
  const refer = (perTool: Record<string, PropertyNames>) => {
    const out: Record<string, number> = {};
    for (const [tool, names] of Object.entries(perTool)) {
      const key = JSON.stringify(names);
      let at = index.get(key);
      if (at === undefined) {
        at = shapes.push(names) - 1;
        index.set(key, at);
      }
      out[tool] = at;
    }
    return out;
  };
  const args = refer(map.arguments);
  const resultKeys = refer(map.resultKeys);
  return { tools: map.tools, shapes, arguments: args, resultKeys };
}

function unpack(packed: PackedNames): HookNameMap {
  const refer = (perTool: Record<string, number>) =>
    Object.fromEntries(
      Object.entries(perTool).map(([tool, at]) => [tool, packed.shapes[at] ?? {}]),
    );
  return {
    tools: packed.tools,
    arguments: refer(packed.arguments),
    resultKeys: refer(packed.resultKeys),
  };
}

const isEmpty = (map: HookNameMap) =>
  Object.keys(map.tools).length === 0 &&
  Object.keys(map.arguments).length === 0 &&
  Object.keys(map.resultKeys).length === 0;

/** A wrapped source's parts as text: the hook as written and the JSON of its map. */
function splitWrapped(source: string): { inner: string; json: string } | null {
  if (!source.startsWith(HEADER)) return null;
  const begin = source.indexOf(BEGIN);
  const end = source.lastIndexOf(END);
  const lead = source.indexOf(MAP_LEAD);
  if (begin < 0 || end < begin || lead < 0) return null;
  const json = source.slice(lead + MAP_LEAD.length, source.indexOf(';\n', lead));
  return { inner: source.slice(begin + BEGIN.length, end), json };
}

function parseNames(json: string): HookNameMap | null {
  try {
    return unpack(JSON.parse(json) as PackedNames);
  } catch {
    return null;
  }
}

/** A wrapped source's parts: the hook as written and the names its wrapper maps. */
export function unwrapHookSource(source: string): { source: string; names: HookNameMap } | null {
  const parts = splitWrapped(source);
  const names = parts && parseNames(parts.json);
  return parts && names ? { source: parts.inner, names } : null;
}

/**
 * Wraps a hook source so it keeps reading the names it was written for. `step` maps this
 * variant step's names back to the ones the source sees; a source already wrapped is
 * wrapped once, with the composed map, so variants of variants do not nest wrappers.
 */
export function wrapHookSource(source: string, step: HookNameMap): string {
  return wrapper(step)(source);
}

/** Wraps sources for one step; the hooks of a harness mostly share their map, composed once. */
function wrapper(step: HookNameMap): (source: string) => string {
  // Keyed by the JSON of the map a source was wrapped with ('' for none): parsed once.
  const mapLines = new Map<string, string | null>();
  const parsed = new Map<string, HookNameMap | null>();
  const namesOf = (json: string) => {
    if (!parsed.has(json)) parsed.set(json, parseNames(json));
    return parsed.get(json)!;
  };
  const mapLine = (json: string) => {
    let line = mapLines.get(json);
    if (line === undefined) {
      const names = json === '' ? null : namesOf(json);
      const composed = names
        ? composeInverse({ ...emptyInverse(), ...names }, { ...emptyInverse(), ...step })
        : step;
      const map = pruneMap(composed);
      line = isEmpty(map) ? null : `${MAP_LEAD}${JSON.stringify(pack(map))};\n`;
      mapLines.set(json, line);
    }
    return line;
  };
  return (source) => {
    const parts = splitWrapped(source);
    const known = parts && namesOf(parts.json) ? parts : null;
    const inner = known ? known.inner : source;
    const line = mapLine(known ? known.json : '');
    if (line === null) return inner;
    return (
      HEADER +
      line +
      PROLOGUE +
      '\nvar __variantHook = (function () {' +
      BEGIN +
      inner +
      END +
      'return hook;\n})();\n' +
      EPILOGUE
    );
  };
}

// A hook sees tool names in toolCall and toolResults, arguments only in toolCall, result
// keys in toolResult(s); before_tool and after_tool hooks may rewrite arguments unasked.
const READS_CALL = /\btoolCall\b/;
const READS_RESULTS = /\btoolResults?\b/;

/** Whether a hook can see any of the names the step renames (only those are wrapped). */
export function hookSeesNames(hook: Hook, step: HookNameMap): boolean {
  const toolEvent = hook.event === 'before_tool' || hook.event === 'after_tool';
  const call = toolEvent || READS_CALL.test(hook.source);
  const results = hook.event === 'after_tool' || READS_RESULTS.test(hook.source);
  if (Object.keys(step.tools).length > 0 && (call || results)) return true;
  if (Object.keys(step.arguments).length > 0 && call) return true;
  return Object.keys(step.resultKeys).length > 0 && results;
}

/** The hooks of a variant: those that can see a renamed name wrapped, the rest as they were. */
export function wrapHooks(hooks: readonly Hook[], step: HookNameMap, maxSource = 100_000): Hook[] {
  const wrap = wrapper(step);
  return hooks.map((hook) => {
    if (!hookSeesNames(hook, step)) return hook;
    const source = wrap(hook.source);
    // A source past the schema's limit would make the variant invalid; such a giant hook
    // keeps its source (and may then miss a renamed name), which is rarer than any harm.
    return source.length <= maxSource ? { ...hook, source } : hook;
  });
}
