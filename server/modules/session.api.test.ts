import { expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { describeApi, SAMPLE_SHOP } from '../testing/describe-api';
import { setCookies, signIn as signInWith, type SessionBody } from '../testing/session-helpers';
import {
  auditCount,
  expectProblem,
  readEntity,
  tagged,
  type EntityBody,
} from '../testing/api-helpers';

describeApi('Session cookie and CSRF', (api) => {
  const prefsPath = '/harnesses/sample/draft/entities/preferences/preferences';

  const signIn = (token: string) => signInWith(api, token);

  it('POST /session sets an HttpOnly session cookie and a readable CSRF cookie', async () => {
    const { res, session, csrf } = await signIn(api.token('merchant'));
    expect(res.body).toMatchObject({
      actor: { role: 'merchant', shopId: SAMPLE_SHOP },
      authMode: 'token',
      csrfToken: csrf.value,
    });
    // The cookie holds a new random session id: neither the token nor anything derived from it.
    const token = api.token('merchant');
    expect(session.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.value).not.toBe(token);
    expect(session.value).not.toContain(token.slice(3));
    expect(session.value).not.toBe(createHash('sha256').update(token).digest('hex'));
    expect(session.value).not.toBe(createHash('sha256').update(token).digest('base64url'));
    expect(session.attrs).toContain('httponly');
    expect(session.attrs).toContain('samesite=strict');
    expect(session.attrs).toContain('path=/');
    // Served over http here: Secure would make the browser drop it.
    expect(session.attrs).not.toContain('secure');
    expect(session.attrs).toContain(`max-age=${12 * 60 * 60}`);
    expect(csrf.attrs).toContain(`max-age=${12 * 60 * 60}`);
    expect(csrf.value.length).toBeGreaterThanOrEqual(16);
    expect(csrf.attrs).not.toContain('httponly');
    expect(csrf.attrs).toContain('samesite=strict');
  });

  it('a cookie session reads without a CSRF header', async () => {
    const { cookie, csrf } = await signIn(api.token('merchant'));
    const [session, list] = await Promise.all([
      api.as<SessionBody>('anonymous', 'GET', '/session', { headers: { cookie } }),
      api.as<{ items: { id: string }[] }>('anonymous', 'GET', '/harnesses', {
        headers: { cookie },
      }),
    ]);
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ actor: { role: 'merchant' }, csrfToken: csrf.value });
    expect(list.status).toBe(200);
    expect(list.body.items.map((h) => h.id)).toContain('sample');
  });

  it('a cookie-authenticated PUT needs the right X-CSRF-Token', async () => {
    const { cookie, csrf, session } = await signIn(api.token('ops'));
    const prefs = await readEntity(api, 'sample', 'preferences', 'preferences');
    const put = (headers: Record<string, string>, tag: string) =>
      api.as<EntityBody>('anonymous', 'PUT', prefsPath, {
        body: tagged('preferences', prefs.value, tag),
        headers: { 'if-match': `"${prefs.revision}"`, ...headers },
      });
    const before = await auditCount(api.db());
    const refused = await Promise.all([
      put({ cookie }, 'no header'),
      put({ cookie, 'x-csrf-token': 'wrong' }, 'wrong header'),
      put({ cookie, 'x-csrf-token': `${csrf.value}x` }, 'longer header'),
      put({ cookie, 'x-csrf-token': '' }, 'empty header'),
      // The header alone is not enough: it must match the cookie the browser sent.
      put({ cookie: `hs_session=${session.value}`, 'x-csrf-token': csrf.value }, 'no cookie'),
    ]);
    for (const res of refused) expectProblem(res, 403);
    expect(await auditCount(api.db())).toBe(before);

    const ok = await put({ cookie, 'x-csrf-token': csrf.value }, 'with the csrf header');
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.value.greeting).toBe('with the csrf header');
    expect(ok.body.updatedBy).toBe('ops-user');
  });

  it('an unknown token cannot sign in and gets no cookie', async () => {
    const res = await api.as('anonymous', 'POST', '/session', {
      body: { token: 'hs_unknown-token-value' },
    });
    expectProblem(res, 401);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('a revoked token gets 401 by cookie, by bearer and at sign-in', async () => {
    const made = await api.as<{ token: { id: string }; plaintext: string }>(
      'admin',
      'POST',
      '/tokens',
      { body: { name: 'soon-revoked', role: 'ops' } },
    );
    expect(made.status).toBe(201);
    const { cookie, csrf } = await signIn(made.body.plaintext);
    const bearer = { authorization: `Bearer ${made.body.plaintext}` };
    expect((await api.as('anonymous', 'GET', '/harnesses', { headers: { cookie } })).status).toBe(
      200,
    );

    const revoked = await api.as('admin', 'DELETE', `/tokens/${made.body.token.id}`);
    expect(revoked.status).toBe(200);

    const results = await Promise.all([
      api.as('anonymous', 'GET', '/harnesses', { headers: { cookie } }),
      api.as('anonymous', 'GET', '/session', { headers: { cookie } }),
      api.as('anonymous', 'POST', '/harnesses/sample/versions', {
        body: { message: 'after revoke' },
        headers: { cookie, 'x-csrf-token': csrf.value },
      }),
      api.as('anonymous', 'GET', '/harnesses', { headers: bearer }),
      api.as('anonymous', 'POST', '/session', { body: { token: made.body.plaintext } }),
    ]);
    for (const res of results) expectProblem(res, 401);
  });

  it('DELETE /session clears both cookies', async () => {
    const { cookie } = await signIn(api.token('qa'));
    const res = await api.as('anonymous', 'DELETE', '/session', { headers: { cookie } });
    expect(res.status).toBe(204);
    const cleared = setCookies(res);
    for (const name of ['hs_session', 'hs_csrf']) {
      expect(cleared.get(name)?.value).toBe('');
      expect(cleared.get(name)?.attrs.join(';')).toMatch(/max-age=0|expires=thu, 01 jan 1970/);
    }
  });
});
