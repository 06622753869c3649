import { isPlainObject, sameJson } from './same-json';
import type { FieldChange } from './types';
import { dotted, leaf, walkFields, type Segment } from './walk';

type Json = Record<string, unknown>;

/**
 * A promotion's fields in the order a reviewer reads them: what it is, its figures, when,
 * for what and whom, how it combines, which shops. The window, the product scope and the
 * shop scope are one value each: "20:00–22:00" reads as one thing, not three.
 */
const PATHS: readonly (readonly string[])[] = [
  ['type'],
  ['name'],
  ['price'],
  ['threshold'],
  ['discount'],
  ['code'],
  ['amount'],
  ['minSpend'],
  ['percentOff'],
  ['window'],
  ['scope'],
  ['eligibility', 'viewers'],
  ['eligibility', 'memberTiers'],
  ['stacking'],
  ['quota', 'total'],
  ['quota', 'perViewer'],
  ['shops'],
  ['enabled'],
];
/** Read through PATHS, or the entity's key: the rest (a later schema's fields) is walked. */
const OWN = new Set(['id', ...PATHS.map((p) => p[0] as string)]);

const at = (value: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((v, k) => (isPlainObject(v) ? v[k] : undefined), value);

/** "2026-12-12T20:00–2026-12-12T22:00 Asia/Shanghai", "products p-a, p-b", "tag vip". */
function said(path: readonly string[], value: unknown): string | null {
  if (!isPlainObject(value)) return null;
  const head = path[0];
  if (head === 'window')
    return `${String(value.start)}–${String(value.end)} ${String(value.timeZone)}`;
  const ids = Array.isArray(value.ids) ? value.ids.join(', ') : '';
  if (head === 'scope')
    return value.kind === 'all' ? 'all products' : `${String(value.kind)} ${ids}`;
  if (head === 'shops') {
    if (value.kind === 'list' && Array.isArray(value.shops))
      return `shops ${value.shops.join(', ')}`;
    return value.kind === 'tag' ? `shops tagged ${String(value.tag)}` : 'all shops';
  }
  return null;
}

function field(
  path: readonly string[],
  change: FieldChange['change'],
  before: unknown,
  after: unknown,
): FieldChange {
  const out = leaf(path as Segment[], dotted, change as 'added', before, after);
  const b = said(path, before);
  const a = said(path, after);
  const name = dotted(path as Segment[]);
  if (change === 'changed' && b !== null && a !== null)
    out.summary = `${name} changed (${b} → ${a})`;
  else if (change !== 'changed' && (a ?? b) !== null) out.summary = `${name} ${change} (${a ?? b})`;
  return out;
}

const withoutOwn = (v: unknown): Json =>
  Object.fromEntries(Object.entries(isPlainObject(v) ? v : {}).filter(([k]) => !OWN.has(k)));

/**
 * A promotion's fields, one per reviewer's line: all of them for one added (`before`
 * undefined), what it was for one removed (`after` undefined), before and after for each
 * field that differs otherwise (the type's own figures added and removed when the type changes).
 */
export function promotionFields(before: unknown, after: unknown): FieldChange[] {
  const out: FieldChange[] = [];
  for (const path of PATHS) {
    const b = before === undefined ? undefined : at(before, path);
    const a = after === undefined ? undefined : at(after, path);
    if (b === undefined && a === undefined) continue;
    // An added promotion's empty tier list says nothing ("any tier" is the default).
    if (before === undefined && Array.isArray(a) && a.length === 0) continue;
    if (after === undefined && Array.isArray(b) && b.length === 0) continue;
    if (b === undefined) out.push(field(path, 'added', undefined, a));
    else if (a === undefined) out.push(field(path, 'removed', b, undefined));
    else if (!sameJson(b, a)) out.push(field(path, 'changed', b, a));
  }
  if (before !== undefined && after !== undefined) {
    walkFields(withoutOwn(before), withoutOwn(after), [], dotted, out);
    // A difference none of the above reads (a field a later schema nests) is still said.
    if (out.length === 0) walkFields(before, after, [], dotted, out);
  }
  return out;
}
