import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { Conflict, Invalid, NotFound, Unavailable } from '../db/store-errors';
import {
  Problem,
  conflict,
  internalError,
  notFound,
  serviceUnavailable,
  unprocessable,
} from './problem';

/** Renders a problem in another shape, for routes whose callers cannot read RFC 9457. */
export type ErrorDialect = (c: Context, problem: Problem) => Response;

/**
 * From here on, every error of this request leaves in `dialect` instead of problem details.
 * Set by a middleware that runs before authentication, so even a 401 speaks the dialect.
 */
export function speakErrorsAs(c: Context, dialect: ErrorDialect): void {
  c.set('errorDialect', dialect);
}

export function problemResponse(c: Context, problem: Problem): Response {
  const dialect = c.get('errorDialect') as ErrorDialect | undefined;
  if (dialect) return dialect(c, problem);
  return c.body(JSON.stringify(problem.toJSON(c.req.path)), problem.status as 400, {
    'content-type': 'application/problem+json',
  });
}

/** Every thrown error leaves as problem details; only our own bugs are 500, never logged with secrets. */
export function handleError(err: Error, c: Context): Response {
  if (err instanceof Problem) return problemResponse(c, err);
  if (err instanceof NotFound) return problemResponse(c, notFound(err.message));
  if (err instanceof Invalid)
    return problemResponse(c, unprocessable(err.message, err.diagnostics));
  if (err instanceof Conflict)
    return problemResponse(c, conflict(err.message, { ...err.refusal, current: err.current }));
  if (err instanceof Unavailable) {
    // The database is away: a prompt 503 the client may retry, not a 500 or a hang.
    const res = problemResponse(c, serviceUnavailable(err.message));
    res.headers.set('retry-after', String(err.retryAfterSeconds));
    return res;
  }
  if (err instanceof HTTPException) {
    return problemResponse(c, new Problem(err.status, 'Error', err.message || 'Request failed.'));
  }
  console.error(`[api] ${c.req.method} ${c.req.path} failed:`, err.stack ?? err.message);
  return problemResponse(c, internalError());
}
