import type { MiddlewareHandler } from 'hono';
import { timingSafeEqual } from 'node:crypto';
import type { AppEnv } from '../http/app-env';
import { forbidden, unauthorized } from '../http/problem';
import { LOCAL_ACTOR, type Actor } from './roles';
import { CSRF_HEADER, csrfCookie, sessionId } from './session-cookies';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Sets `actor` from a bearer token or the session cookie (a session id, looked up among
 * sessions only). A cookie-authenticated write must echo the CSRF cookie in a header, which
 * another site's page cannot read.
 */
export const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
  const deps = c.var.deps;
  if (deps.config.authMode === 'local') {
    c.set('actor', LOCAL_ACTOR);
    return next();
  }
  const header = c.req.header('authorization');
  let actor: Actor | null;
  let viaCookie = false;
  if (header !== undefined) {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!m) throw unauthorized('Use the header "Authorization: Bearer <token>".');
    actor = await deps.credentials.tokenActor(m[1]!);
    if (!actor) throw unauthorized('The token is unknown or has been revoked.');
  } else {
    const id = sessionId(c);
    if (!id) throw unauthorized();
    viaCookie = true;
    actor = await deps.credentials.sessionActor(id);
    if (!actor) throw unauthorized('The session is unknown or has ended: sign in again.');
  }
  if (viaCookie && !SAFE_METHODS.has(c.req.method)) {
    const sent = c.req.header(CSRF_HEADER) ?? '';
    const expected = csrfCookie(c) ?? '';
    if (!expected || !sameSecret(sent, expected)) {
      throw forbidden('Missing or wrong X-CSRF-Token header for a signed-in write.');
    }
  }
  // The database refuses such a token (001's CHECK); an actor built some other way is
  // refused here too, plainly, rather than seeing nothing and not knowing why.
  if (actor.role === 'merchant' && !actor.shopId) {
    throw forbidden('This merchant token names no shop: ask an admin for one with --shop.');
  }
  c.set('actor', actor);
  return next();
};
