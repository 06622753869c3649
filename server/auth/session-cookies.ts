import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { randomBytes } from 'node:crypto';
import { servedOverHttps } from '../http/served-over-https';

export const SESSION_COOKIE = 'hs_session';
export const CSRF_COOKIE = 'hs_csrf';
export const CSRF_HEADER = 'x-csrf-token';

// The request's own URL, not X-Forwarded-Proto: a client could send that header itself.

/**
 * The session id (never the token) lives in an HTTP-only cookie; the CSRF value is readable
 * by the SPA only. Both end when the session's absolute lifetime does.
 */
export function startSession(c: Context, sessionId: string, maxAgeSeconds: number): string {
  const csrf = randomBytes(24).toString('base64url');
  const base = {
    path: '/',
    sameSite: 'Strict' as const,
    secure: servedOverHttps(c),
    maxAge: maxAgeSeconds,
  };
  setCookie(c, SESSION_COOKIE, sessionId, { ...base, httpOnly: true });
  setCookie(c, CSRF_COOKIE, csrf, { ...base, httpOnly: false });
  return csrf;
}

export function endSession(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
  deleteCookie(c, CSRF_COOKIE, { path: '/' });
}

export function sessionId(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

export function csrfCookie(c: Context): string | undefined {
  return getCookie(c, CSRF_COOKIE);
}
