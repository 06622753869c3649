import { toPointer } from '../diagnostics';
import { definedKeys, isPlainObject, sameJson } from './same-json';
import { textDiff } from './text';
import type { FieldChange } from './types';

export type Segment = string | number;
/** Names the thing at a path for a reviewer, e.g. "section `role` body"; '' for the entity. */
export type Label = (path: readonly Segment[]) => string;

const MAX_PREVIEW = 40;
const MAX_LISTED = 5;

function preview(v: unknown): string | null {
  if (typeof v === 'number' || typeof v === 'boolean' || v === null) return String(v);
  if (typeof v === 'string' && v.length <= MAX_PREVIEW && !v.includes('\n')) {
    return JSON.stringify(v);
  }
  return null;
}

const isScalarList = (v: unknown): v is (string | number | boolean)[] =>
  Array.isArray(v) && v.every((x) => ['string', 'number', 'boolean'].includes(typeof x));

function listed(items: readonly unknown[]): string {
  const shown = items.slice(0, MAX_LISTED).map((x) => preview(x) ?? String(x));
  return (
    shown.join(', ') + (items.length > MAX_LISTED ? ` and ${items.length - MAX_LISTED} more` : '')
  );
}

/** "(a → b)" for short scalars, "(added x; removed y)" for lists of scalars. */
function detail(before: unknown, after: unknown): string {
  const a = preview(before);
  const b = preview(after);
  if (a !== null && b !== null) return ` (${a} → ${b})`;
  if (isScalarList(before) && isScalarList(after)) {
    const gone = before.filter((x) => !after.includes(x));
    const came = after.filter((x) => !before.includes(x));
    const parts = [];
    if (came.length) parts.push(`added ${listed(came)}`);
    if (gone.length) parts.push(`removed ${listed(gone)}`);
    return ` (${parts.length ? parts.join('; ') : 'reordered'})`;
  }
  return '';
}

const phrase = (subject: string, rest: string) => (subject ? `${subject} ${rest}` : rest);

export function leaf(
  path: readonly Segment[],
  label: Label,
  change: 'added' | 'removed' | 'changed',
  before: unknown,
  after: unknown,
): FieldChange {
  const out: FieldChange = { path: toPointer(path), change, summary: '' };
  if (change !== 'added') out.before = before;
  if (change !== 'removed') out.after = after;
  if (change === 'changed' && typeof before === 'string' && typeof after === 'string') {
    out.text = textDiff(before, after);
  }
  const last = path[path.length - 1];
  if (change === 'changed' && last === 'enabled' && typeof after === 'boolean') {
    out.summary = phrase(label(path.slice(0, -1)), after ? 'enabled' : 'disabled');
  } else if (change === 'changed') {
    out.summary = phrase(label(path), 'changed' + detail(before, after));
  } else {
    const value = preview(change === 'added' ? after : before);
    out.summary = phrase(label(path), change + (value === null ? '' : ` (${value})`));
  }
  return out;
}

/**
 * Field changes between two JSON values: objects are walked key by key; arrays and
 * scalars are compared whole (a list is read as one value by a reviewer).
 */
export function walkFields(
  before: unknown,
  after: unknown,
  path: Segment[],
  label: Label,
  out: FieldChange[] = [],
): FieldChange[] {
  if (sameJson(before, after)) return out;
  if (!isPlainObject(before) || !isPlainObject(after)) {
    out.push(leaf(path, label, 'changed', before, after));
    return out;
  }
  const afterKeys = definedKeys(after);
  for (const key of afterKeys) {
    if (before[key] === undefined)
      out.push(leaf([...path, key], label, 'added', undefined, after[key]));
    else walkFields(before[key], after[key], [...path, key], label, out);
  }
  for (const key of definedKeys(before)) {
    if (after[key] === undefined)
      out.push(leaf([...path, key], label, 'removed', before[key], undefined));
  }
  return out;
}

/** "`binding.url`" for a path; '' for the entity itself. */
export const dotted: Label = (path) => (path.length ? `\`${path.join('.')}\`` : '');
