import { expect } from 'vitest';
import type { ApiResponse } from './api-client';
import type { ApiContext } from './describe-api';

export interface SetCookie {
  value: string;
  /** Attributes, lowercased: `httponly`, `samesite=strict`, `max-age=43200`... */
  attrs: string[];
}

/** name -> { value, attributes } of every Set-Cookie header. */
export function setCookies(res: { headers: Headers }): Map<string, SetCookie> {
  const out = new Map<string, SetCookie>();
  for (const line of res.headers.getSetCookie()) {
    const [pair, ...attrs] = line.split(';').map((s) => s.trim());
    const eq = pair!.indexOf('=');
    out.set(pair!.slice(0, eq), {
      value: decodeURIComponent(pair!.slice(eq + 1)),
      attrs: attrs.map((a) => a.toLowerCase()),
    });
  }
  return out;
}

export interface SessionBody {
  actor: { role: string; shopId?: string };
  authMode: string;
  csrfToken?: string;
}

export interface SignedIn {
  res: ApiResponse<SessionBody>;
  session: SetCookie;
  csrf: SetCookie;
  /** The Cookie header a browser would send back. */
  cookie: string;
}

/** Signs in with a token as the SPA does, and returns the cookies it was given. */
export async function signIn(api: Pick<ApiContext, 'as'>, token: string): Promise<SignedIn> {
  const res = await api.as<SessionBody>('anonymous', 'POST', '/session', { body: { token } });
  expect(res.status, res.text).toBe(200);
  const cookies = setCookies(res);
  const session = cookies.get('hs_session')!;
  const csrf = cookies.get('hs_csrf')!;
  return { res, session, csrf, cookie: `hs_session=${session.value}; hs_csrf=${csrf.value}` };
}
