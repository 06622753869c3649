import { withAnotherInstance } from '../testing/another-instance';
import { expect, it } from 'vitest';
import { hashSessionId } from './session/session-store';
import { describeApi } from '../testing/describe-api';
import { expectProblem } from '../testing/api-helpers';
import { setCookies, signIn } from '../testing/session-helpers';

interface SessionRow {
  id_hash: string;
  token_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
}

describeApi('Sessions end on the server', (api) => {
  const newToken = async (name: string) => {
    const made = await api.as<{ token: { id: string }; plaintext: string }>(
      'admin',
      'POST',
      '/tokens',
      { body: { name, role: 'engineer' } },
    );
    expect(made.status, made.text).toBe(201);
    return { id: made.body.token.id, plaintext: made.body.plaintext };
  };
  const bearer = (value: string) => ({ authorization: `Bearer ${value}` });
  const newVersion = (headers: Record<string, string>) =>
    api.as('anonymous', 'POST', '/harnesses/sample/versions', {
      body: { message: 'a write through the session' },
      headers,
    });

  it('stores only the hash of the session id, beside the token that signed in', async () => {
    const token = await newToken('stored-session');
    const { session } = await signIn(api, token.plaintext);
    const rows = await api
      .db()
      .query<SessionRow>('SELECT * FROM sessions WHERE token_id = ?', [token.id]);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(JSON.stringify(rows)).not.toContain(session.value);
    expect(JSON.stringify(rows)).not.toContain(token.plaintext);
    expect(row.id_hash).toBe(hashSessionId(session.value));
    expect(row.revoked_at).toBeNull();
    expect(row.last_seen_at).toBe(row.created_at);
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(12 * 3_600_000);
  });

  it('the audit log records sign-in and sign-out, by token, without the session id', async () => {
    const token = await newToken('audited-session');
    const { session, cookie, csrf } = await signIn(api, token.plaintext);
    const out = await api.as('anonymous', 'DELETE', '/session', {
      headers: { cookie, 'x-csrf-token': csrf.value },
    });
    expect(out.status).toBe(204);
    const rows = await api
      .db()
      .query<Record<string, unknown>>(
        'SELECT actor, action, entity, before_json, after_json FROM audit_log WHERE entity = ? ORDER BY id',
        [`token/${token.id}`],
      );
    expect(rows.map((r) => [r.actor, r.action])).toEqual([
      ['admin-user', 'token.create'],
      ['audited-session', 'session.start'],
      ['audited-session', 'session.end'],
    ]);
    const stored = JSON.stringify(rows);
    for (const secret of [session.value, hashSessionId(session.value), token.plaintext]) {
      expect(stored).not.toContain(secret);
    }
  });

  it('the session id is no bearer token, and a token is no session cookie', async () => {
    const token = await newToken('not-interchangeable');
    const { session, csrf, cookie } = await signIn(api, token.plaintext);
    const [asBearer, bearerWrite, tokenAsCookie, tokenAsCookieWrite, sessionAsCookie] =
      await Promise.all([
        api.as('anonymous', 'GET', '/harnesses', { headers: bearer(session.value) }),
        newVersion(bearer(session.value)),
        api.as('anonymous', 'GET', '/harnesses', {
          headers: { cookie: `hs_session=${token.plaintext}` },
        }),
        newVersion({
          cookie: `hs_session=${token.plaintext}; hs_csrf=${csrf.value}`,
          'x-csrf-token': csrf.value,
        }),
        api.as('anonymous', 'GET', '/harnesses', { headers: { cookie } }),
      ]);
    for (const res of [asBearer, bearerWrite, tokenAsCookie, tokenAsCookieWrite]) {
      expectProblem(res, 401);
    }
    const who = await api.as('anonymous', 'GET', '/session', {
      headers: { cookie: `hs_session=${token.plaintext}` },
    });
    expectProblem(who, 401);
    // Both credentials still work the way they are meant to.
    expect(sessionAsCookie.status).toBe(200);
    const ok = await api.as('anonymous', 'GET', '/harnesses', { headers: bearer(token.plaintext) });
    expect(ok.status).toBe(200);
  });

  it('DELETE /session revokes it: a copy of the old cookie gets 401 at once', async () => {
    const token = await newToken('signs-out');
    const { session, csrf, cookie } = await signIn(api, token.plaintext);
    const write = { cookie, 'x-csrf-token': csrf.value };
    // Used first, so this instance has it cached when it is revoked; the second read of the
    // resolved harness is served by the delivery fast path, which reads the cookie too.
    const version = await api.as<{ number: number }>(
      'admin',
      'POST',
      '/harnesses/sample/versions',
      {
        body: { message: 'something to deliver' },
      },
    );
    expect(version.status, version.text).toBe(201);
    const label = await api.as('admin', 'PUT', '/harnesses/sample/labels/staging', {
      body: { version: version.body.number, reason: 'delivered to a signed-in reader' },
    });
    expect(label.status, label.text).toBe(200);
    const resolved = '/harnesses/sample/resolved?label=staging';
    for (const path of ['/harnesses', resolved, resolved]) {
      const res = await api.as('anonymous', 'GET', path, { headers: { cookie } });
      expect(res.status, path).toBe(200);
    }
    const out = await api.as('anonymous', 'DELETE', '/session', { headers: write });
    expect(out.status).toBe(204);
    expect(setCookies(out).get('hs_session')?.value).toBe('');

    const after = await Promise.all([
      api.as('anonymous', 'GET', '/harnesses', { headers: { cookie } }),
      api.as('anonymous', 'GET', '/session', { headers: { cookie } }),
      newVersion(write),
      api.as('anonymous', 'GET', resolved, { headers: { cookie } }),
    ]);
    for (const res of after) expectProblem(res, 401);
    const [row] = await api
      .db()
      .query<SessionRow>('SELECT * FROM sessions WHERE id_hash = ?', [
        hashSessionId(session.value),
      ]);
    expect(row?.revoked_at).not.toBeNull();
    // Signing out ends this session only: the token still signs in and works as a bearer.
    expect((await signIn(api, token.plaintext)).session.value).not.toBe(session.value);
  });

  it('revoking the token ends its sessions at once, and the token as bearer', async () => {
    const token = await newToken('revoked-with-sessions');
    const first = await signIn(api, token.plaintext);
    const second = await signIn(api, token.plaintext);
    for (const s of [first, second]) {
      const res = await api.as('anonymous', 'GET', '/harnesses', { headers: { cookie: s.cookie } });
      expect(res.status).toBe(200);
    }
    expect((await api.as('admin', 'DELETE', `/tokens/${token.id}`)).status).toBe(200);
    const after = await Promise.all([
      api.as('anonymous', 'GET', '/harnesses', { headers: { cookie: first.cookie } }),
      api.as('anonymous', 'GET', '/session', { headers: { cookie: second.cookie } }),
      newVersion({ cookie: first.cookie, 'x-csrf-token': first.csrf.value }),
      api.as('anonymous', 'GET', '/harnesses', { headers: bearer(token.plaintext) }),
    ]);
    for (const res of after) expectProblem(res, 401);
    const rows = await api
      .db()
      .query<SessionRow>('SELECT * FROM sessions WHERE token_id = ?', [token.id]);
    expect(rows.map((r) => r.revoked_at !== null)).toEqual([true, true]);
  });

  it('the cookie is Secure when the studio is reached over https', async () => {
    const res = await api.app().request('https://studio.example/api/v1/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: api.token('qa') }),
    });
    expect(res.status).toBe(200);
    const cookies = setCookies(res);
    for (const name of ['hs_session', 'hs_csrf']) {
      expect(cookies.get(name)?.attrs).toContain('secure');
      expect(cookies.get(name)?.attrs).toContain('samesite=strict');
    }
    expect(cookies.get('hs_session')?.attrs).toContain('httponly');
  });

  // Several API instances share PostgreSQL; a SQLite file belongs to one process.
  it.skipIf(api.database.dialect === 'sqlite')(
    'a sign-out or a token revoke on one instance reaches another one promptly',
    async () => {
      await withAnotherInstance(api, async (server) => {
        const there = (headers: Record<string, string>) =>
          fetch(`${server.baseUrl}/api/v1/harnesses`, { headers });
        // Polls the other instance; its cache would keep a credential 5 s without the notice.
        const refusedWithin = async (headers: Record<string, string>, ms: number) => {
          const start = Date.now();
          while (Date.now() - start < ms) {
            if ((await there(headers)).status === 401) return Date.now() - start;
            await new Promise((r) => setTimeout(r, 25));
          }
          return null;
        };
        const token = await newToken('two-instances');
        const a = await signIn(api, token.plaintext);
        const b = await signIn(api, token.plaintext);
        // Cached on the other instance before they are revoked here.
        for (const headers of [{ cookie: a.cookie }, { cookie: b.cookie }, bearer(token.plaintext)])
          expect((await there(headers)).status).toBe(200);

        const out = await api.as('anonymous', 'DELETE', '/session', {
          headers: { cookie: a.cookie, 'x-csrf-token': a.csrf.value },
        });
        expect(out.status).toBe(204);
        expect(await refusedWithin({ cookie: a.cookie }, 2_000)).not.toBeNull();
        expect((await there({ cookie: b.cookie })).status).toBe(200);

        expect((await api.as('admin', 'DELETE', `/tokens/${token.id}`)).status).toBe(200);
        expect(await refusedWithin({ cookie: b.cookie }, 2_000)).not.toBeNull();
        expect(await refusedWithin(bearer(token.plaintext), 2_000)).not.toBeNull();
      });
    },
  );
});
