import { fromPointer, toPointer } from '../../../harness';

/** A copy of `root` with the value at `pointer` replaced (removed when `value` is undefined). */
export function setAt<T>(root: T, pointer: string, value: unknown): T {
  const path = fromPointer(pointer);
  if (path.length === 0) return value as T;
  const [head, ...rest] = path as [string, ...string[]];
  const container: unknown = root;
  const child = (container as Record<string, unknown> | undefined)?.[head];
  const next = rest.length === 0 ? value : setAt(child, toPointer(rest), value);
  if (Array.isArray(container)) {
    const copy = [...container];
    copy[Number(head)] = next;
    return copy as T;
  }
  const copy: Record<string, unknown> = { ...(container as Record<string, unknown>) };
  if (next === undefined) delete copy[head];
  else copy[head] = next;
  return copy as T;
}
