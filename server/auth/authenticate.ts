import type { MiddlewareHandler } from 'hono';
import { timingSafeEqual } from 'node:crypto';
import type { AppEnv } from '../http/app-env';
import { forbidden, unauthorized } from '../http/problem';
import { LOCAL_ACTOR } from './roles';
import { CSRF_HEADER, csrfCookie, sessionToken } from './session-cookies';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Sets `actor` from a bearer token or the session cookie. A cookie-authenticated write must
 * echo the CSRF cookie in a header, which another site's page cannot read.
 */
export const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
  const deps = c.var.deps;
  if (deps.config.authMode === 'local') {
    c.set('actor', LOCAL_ACTOR);
    return next();
  }
  const header = c.req.header('authorization');
  let token: string | undefined;
  let viaCookie = false;
  if (header !== undefined) {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!m) throw unauthorized('Use the header "Authorization: Bearer <token>".');
    token = m[1];
  } else {
    token = sessionToken(c);
    viaCookie = true;
  }
  if (!token) throw unauthorized();
  const actor = await deps.findActor(token);
  if (!actor) throw unauthorized('The token is unknown or has been revoked.');
  if (viaCookie && !SAFE_METHODS.has(c.req.method)) {
    const sent = c.req.header(CSRF_HEADER) ?? '';
    const expected = csrfCookie(c) ?? '';
    if (!expected || !sameSecret(sent, expected)) {
      throw forbidden('Missing or wrong X-CSRF-Token header for a signed-in write.');
    }
  }
  c.set('actor', actor);
  return next();
};
