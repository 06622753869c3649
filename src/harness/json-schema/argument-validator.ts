import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { LRUCache } from 'lru-cache';
import { fromPointer } from '../diagnostics';

/**
 * The one check of a tool call's arguments against the tool's JSON Schema (draft
 * 2020-12, ajv with its formats): the runtime refuses what it refuses, and the grader
 * counts the same calls as wrong. ajv compiles schemas to code (`new Function`), which a
 * browser CSP forbids: nothing here runs until a call is checked, and only the server
 * checks calls.
 */

export interface ArgumentProblem {
  /** JSON pointer of the offending value inside the arguments ('' for the whole object). */
  pointer: string;
  keyword: string;
  /** The property a `required` or `additionalProperties` error is about. */
  property?: string;
  /** One readable sentence, naming where ("quantity", "gift.ribbon", "tags[2]"). */
  message: string;
}

export type ArgumentCheck =
  { ok: true } | { ok: false; unusableSchema: string } | { ok: false; problems: ArgumentProblem[] };

type Compiled = { validate: ValidateFunction; schema: object } | { error: string };

let state: { ajv: Ajv2020; cache: LRUCache<string, Compiled> } | undefined;

function compiled(schema: Record<string, unknown>): Compiled {
  if (!state) {
    // addUsedSchema off: a tool edited without changing its "$id" is compiled again, not
    // refused as a second schema under the same id.
    const ajv = new Ajv2020({
      strict: false,
      allErrors: true,
      logger: false,
      addUsedSchema: false,
    });
    addFormats(ajv);
    // ajv keeps every schema it compiled (by object): forget it with our entry, or the
    // bound would hold only for our map.
    const dispose = (entry: Compiled) => {
      if ('schema' in entry) ajv.removeSchema(entry.schema);
    };
    state = { ajv, cache: new LRUCache({ max: 1_000, dispose }) };
  }
  const key = JSON.stringify(schema);
  const hit = state.cache.get(key);
  if (hit) return hit;
  let entry: Compiled;
  try {
    entry = { validate: state.ajv.compile(schema), schema };
  } catch (err) {
    entry = { error: (err as Error).message };
  }
  state.cache.set(key, entry);
  return entry;
}

/** "/gift/ribbon" -> "gift.ribbon", "/tags/2" -> "tags[2]". */
function readablePath(pointer: string): string {
  return fromPointer(pointer).reduce(
    (out, p) => (/^\d+$/.test(p) ? `${out}[${p}]` : out ? `${out}.${p}` : p),
    '',
  );
}

function valueAt(data: unknown, pointer: string): unknown {
  let at = data;
  for (const p of fromPointer(pointer)) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string, unknown>)[p];
  }
  return at;
}

function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function describe(e: ErrorObject, data: unknown): ArgumentProblem {
  const base = { pointer: e.instancePath, keyword: e.keyword };
  const where = readablePath(e.instancePath);
  if (e.keyword === 'additionalProperties' || e.keyword === 'required') {
    const name = String(e.params.additionalProperty ?? e.params.missingProperty);
    const message =
      e.keyword === 'required'
        ? where
          ? `${where} is missing the required field "${name}"`
          : `the required argument "${name}" is missing`
        : where
          ? `${where} has an unknown field "${name}"`
          : `"${name}" is not a parameter of this tool`;
    return { ...base, property: name, message };
  }
  const value = valueAt(data, e.instancePath);
  // The mistake models make most: a number sent as a string.
  const wanted = e.keyword === 'type' ? String(e.params.type) : '';
  const quoted =
    /number|integer/.test(wanted) && typeof value === 'string' && !isNaN(Number(value))
      ? ' (numbers must not be quoted)'
      : '';
  const rule =
    e.keyword === 'enum'
      ? `must be one of ${shown(e.params.allowedValues)}`
      : (e.message ?? 'is invalid');
  const message = `${where || 'the arguments'} ${rule}, got ${shown(value)}${quoted}`;
  return { ...base, message };
}

/** Checks `args` against a tool's parameters schema; every problem, in ajv's order. */
export function checkArguments(schema: Record<string, unknown>, args: unknown): ArgumentCheck {
  const c = compiled(schema);
  if ('error' in c) return { ok: false, unusableSchema: c.error };
  if (c.validate(args)) return { ok: true };
  return { ok: false, problems: (c.validate.errors ?? []).map((e) => describe(e, args)) };
}
