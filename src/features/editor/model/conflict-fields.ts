import { canonicalJson } from '../../../harness';

export interface FieldDifference {
  field: string;
  theirs: unknown;
  mine: unknown;
}

const asRecord = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** The top-level fields where two copies of an entity differ, in a stable order. */
export function differingFields(theirs: unknown, mine: unknown): FieldDifference[] {
  const a = asRecord(theirs);
  const b = asRecord(mine);
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields
    .filter((f) => canonicalJson(a[f]) !== canonicalJson(b[f]))
    .map((field) => ({ field, theirs: a[field], mine: b[field] }));
}

export function showValue(value: unknown): string {
  if (value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}
