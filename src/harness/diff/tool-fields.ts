import { toPointer } from '../diagnostics';
import { isPlainObject, sameJson } from './same-json';
import type { FieldChange } from './types';
import { dotted, leaf, walkFields, type Label } from './walk';

type Json = Record<string, unknown>;

const asObject = (v: unknown): Json => (isPlainObject(v) ? v : {});
const names = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

const parameterLabel =
  (name: string): Label =>
  (path) => {
    const rest = path.slice(3).join('.');
    return `parameter \`${name}\`${rest ? ` ${rest}` : ''}`;
  };

/** Per parameter: added, removed, changed inside its schema, or newly (not) required. */
function parameterFields(before: Json, after: Json, out: FieldChange[]): void {
  const { properties: pb, required: rb, ...rootB } = before;
  const { properties: pa, required: ra, ...rootA } = after;
  walkFields(rootB, rootA, ['parameters'], dotted, out);

  const propsB = asObject(pb);
  const propsA = asObject(pa);
  const reqB = new Set(names(rb));
  const reqA = new Set(names(ra));
  const common: string[] = [];
  for (const name of Object.keys(propsA)) {
    const path = ['parameters', 'properties', name];
    if (!(name in propsB)) {
      const field = leaf(path, parameterLabel(name), 'added', undefined, propsA[name]);
      field.summary = `parameter \`${name}\` added (${reqA.has(name) ? 'required' : 'optional'})`;
      out.push(field);
      continue;
    }
    common.push(name);
    walkFields(propsB[name], propsA[name], path, parameterLabel(name), out);
  }
  for (const name of Object.keys(propsB)) {
    if (name in propsA) continue;
    const field = leaf(
      ['parameters', 'properties', name],
      parameterLabel(name),
      'removed',
      propsB[name],
      undefined,
    );
    field.summary = `parameter \`${name}\` removed`;
    out.push(field);
  }

  if (sameJson(rb, ra)) return;
  const flips = [
    ...common
      .filter((n) => !reqB.has(n) && reqA.has(n))
      .map((n) => `parameter \`${n}\` now required`),
    ...common
      .filter((n) => reqB.has(n) && !reqA.has(n))
      .map((n) => `parameter \`${n}\` now optional`),
  ];
  // A list that changed only because a parameter came or went says nothing new.
  const onlyAddRemove =
    flips.length === 0 &&
    sameJson(
      names(rb).filter((n) => n in propsA),
      names(ra).filter((n) => n in propsB),
    );
  if (onlyAddRemove) return;
  const summary = flips.length ? flips.join('; ') : '`parameters.required` changed';
  out.push({
    path: toPointer(['parameters', 'required']),
    change: 'changed',
    before: rb,
    after: ra,
    summary,
  });
}

/** Tool fields, with `parameters` read per parameter rather than as one JSON blob. */
export function toolFields(before: unknown, after: unknown): FieldChange[] {
  const { parameters: pb, ...restB } = asObject(before);
  const { parameters: pa, ...restA } = asObject(after);
  const out = walkFields(restB, restA, [], dotted);
  if (isPlainObject(pb) && isPlainObject(pa)) parameterFields(pb, pa, out);
  else walkFields(pb, pa, ['parameters'], dotted, out);
  return out;
}
