import type { Context } from 'hono';
import { invalidField, preconditionRequired } from '../../http/problem';

/** `"7"` (or `W/"7"`) -> 7. */
export function revisionFromIfMatch(header: string): number {
  const m = /^\s*(?:W\/)?"([1-9]\d{0,8})"\s*$/.exec(header);
  if (!m)
    throw invalidField('/headers/if-match', 'If-Match must be an ETag like "3".', 'bad_if_match');
  return Number(m[1]);
}

export const etagOf = (revision: number) => `"${revision}"`;

/**
 * A write must say which revision it edited (If-Match) or that it creates (If-None-Match: *),
 * so a stale editor can never overwrite someone else's save.
 */
export function expectedRevision(c: Context): number | null {
  const ifMatch = c.req.header('if-match');
  const ifNoneMatch = c.req.header('if-none-match');
  if (ifMatch !== undefined) return revisionFromIfMatch(ifMatch);
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch.trim() !== '*') {
      throw invalidField(
        '/headers/if-none-match',
        'Use If-None-Match: * to create.',
        'bad_if_none_match',
      );
    }
    return null;
  }
  throw preconditionRequired(
    'Send If-Match with the revision you edited, or If-None-Match: * to create.',
  );
}
