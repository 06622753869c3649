import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false });
addFormats(ajv);

type Compiled = { validate: ValidateFunction } | { error: string };
const cache = new Map<string, Compiled>();
const MAX_CACHED = 1_000;

/** Compiles a parameters schema once per distinct schema (by its JSON text). */
function compiled(schema: Record<string, unknown>): Compiled {
  const key = JSON.stringify(schema);
  const hit = cache.get(key);
  if (hit) return hit;
  let entry: Compiled;
  try {
    entry = { validate: ajv.compile(schema) };
  } catch (err) {
    entry = { error: `The tool's parameter schema cannot be used: ${(err as Error).message}` };
  }
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
  cache.set(key, entry);
  return entry;
}

function describe(e: ErrorObject): string {
  const where = e.instancePath === '' ? 'the arguments' : e.instancePath;
  if (e.keyword === 'additionalProperties') {
    return `${where} has an unknown property "${String(e.params.additionalProperty)}"`;
  }
  if (e.keyword === 'required') return `${where} is missing "${String(e.params.missingProperty)}"`;
  return `${where} ${e.message ?? 'is invalid'}`;
}

/** Checks a call's arguments against the tool's JSON Schema (draft 2020-12). */
export function validateArguments(
  schema: Record<string, unknown>,
  args: Record<string, unknown>,
): { ok: true } | { ok: false; message: string } {
  const c = compiled(schema);
  if ('error' in c) return { ok: false, message: c.error };
  if (c.validate(args)) return { ok: true };
  const errors = (c.validate.errors ?? []).slice(0, 5).map(describe);
  return { ok: false, message: `Invalid arguments: ${errors.join('; ')}.` };
}
