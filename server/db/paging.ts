import { invalidField } from './store-errors';
import type { Page } from '../../src/harness/records';

export interface PageRequest {
  /** 1-100; 50 when absent. */
  limit?: number;
  /** The `nextCursor` of the previous page. */
  cursor?: string | null;
}

export type { Page };

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 100;

export function checkLimit(limit: number | undefined): number {
  if (limit === undefined) return DEFAULT_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    throw invalidField('/limit', 'paging.limit', `Use a whole number from 1 to ${MAX_LIMIT}.`);
  }
  return limit;
}

/** Cursors are opaque to callers: base64url of the last row's sort key. */
export function encodeCursor(key: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** Decodes a cursor whose key has the given element types; bad cursors are `Invalid`. */
export function decodeCursor<K extends Array<string | number>>(
  cursor: string | null | undefined,
  shape: { [I in keyof K]: K[I] extends number ? 'number' : 'string' },
): K | null {
  if (cursor === undefined || cursor === null || cursor === '') return null;
  const bad = () => invalidField('/cursor', 'paging.cursor', 'This paging cursor is not valid.');
  let key: unknown;
  try {
    if (!/^[A-Za-z0-9_-]{1,400}$/.test(cursor)) throw bad();
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  if (!Array.isArray(key) || key.length !== shape.length) throw bad();
  key.forEach((v, i) => {
    if (typeof v !== shape[i]) throw bad();
    if (typeof v === 'number' && !Number.isSafeInteger(v)) throw bad();
  });
  return key as K;
}

/** Fetch `limit + 1` rows, then call this: the extra row only tells there is a next page. */
export function toPage<R, T>(
  rows: R[],
  limit: number,
  map: (row: R) => T,
  key: (row: R) => (string | number)[],
): Page<T> {
  const more = rows.length > limit;
  const kept = more ? rows.slice(0, limit) : rows;
  const last = kept[kept.length - 1];
  return { items: kept.map(map), nextCursor: more && last ? encodeCursor(key(last)) : null };
}
