import { canonicalJson, fromPointer } from '../harness';

function valueAt(value: unknown, pointer: string): unknown {
  let v = value;
  for (const part of fromPointer(pointer)) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[part];
  }
  return v;
}

const same = (a: unknown, b: unknown) =>
  a === b || (a !== undefined && b !== undefined && canonicalJson(a) === canonicalJson(b));

/**
 * The refused save's problems that still stand: the value at each one's pointer is what
 * was sent. A field changed since is the person's fix (or a new try): its old message goes,
 * and the draft check (or the next save) says whether it is right now.
 */
export function standingProblems<P extends { pointer: string }>(
  problems: readonly P[],
  sent: unknown,
  current: unknown,
): P[] {
  if (sent === undefined) return [...problems];
  return problems.filter((p) => same(valueAt(sent, p.pointer), valueAt(current, p.pointer)));
}
