import type { Context } from 'hono';
import { invalidField } from '../../db/store-errors';
import { asBadRequest, preconditionRequired } from '../../http/problem';

/** `"7"` (or `W/"7"`) -> 7. */
export function revisionFromIfMatch(header: string): number {
  const m = /^\s*(?:W\/)?"([1-9]\d{0,8})"\s*$/.exec(header);
  if (!m)
    throw asBadRequest(
      invalidField('/headers/if-match', 'bad_if_match', 'If-Match must be an ETag like "3".'),
    );
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
      throw asBadRequest(
        invalidField(
          '/headers/if-none-match',
          'bad_if_none_match',
          'Use If-None-Match: * to create.',
        ),
      );
    }
    return null;
  }
  throw preconditionRequired(
    'Send If-Match with the revision you edited, or If-None-Match: * to create.',
  );
}
