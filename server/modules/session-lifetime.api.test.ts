import { expect, it } from 'vitest';
import { loadConfig } from '../config';
import { hashSessionId } from './session/session-store';
import { describeApi } from '../testing/describe-api';
import { expectProblem } from '../testing/api-helpers';
import { signIn } from '../testing/session-helpers';

const MINUTE = 60_000;

// The studio's clock runs `offset` ahead of the real one: tests move it instead of sleeping.
let offset = 0;
const later = (ms: number) => (offset += ms);

it('sessions last 12 h and end after 30 idle minutes unless configured otherwise', () => {
  expect(loadConfig({}).session).toEqual({ lifetimeMs: 12 * 60 * MINUTE, idleMs: 30 * MINUTE });
  expect(
    loadConfig({ SESSION_LIFETIME_MINUTES: '90', SESSION_IDLE_MINUTES: '10' }).session,
  ).toEqual({ lifetimeMs: 90 * MINUTE, idleMs: 10 * MINUTE });
  expect(() => loadConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow();
});

describeApi(
  'Session lifetime and idle timeout',
  (api) => {
    const get = (cookie: string) =>
      api.as('anonymous', 'GET', '/harnesses', { headers: { cookie } });
    const lastSeen = async (id: string) => {
      const [row] = await api
        .db()
        .query<{ last_seen_at: string }>('SELECT last_seen_at FROM sessions WHERE id_hash = ?', [
          hashSessionId(id),
        ]);
      return Date.parse(row!.last_seen_at);
    };

    it('activity keeps a session open; 30 idle minutes end it', async () => {
      const { cookie, csrf } = await signIn(api, api.token('engineer'));
      later(29 * MINUTE);
      expect((await get(cookie)).status).toBe(200);
      later(29 * MINUTE); // 58 min since sign-in, 29 since the last request
      expect((await get(cookie)).status).toBe(200);
      later(30 * MINUTE + 1_000);
      const ended = await Promise.all([
        get(cookie),
        api.as('anonymous', 'GET', '/session', { headers: { cookie } }),
        api.as('anonymous', 'POST', '/harnesses/sample/versions', {
          body: { message: 'after the idle timeout' },
          headers: { cookie, 'x-csrf-token': csrf.value },
        }),
      ]);
      for (const res of ended) expectProblem(res, 401);
    });

    it('records last-seen at most once a minute, not on every request', async () => {
      const { session, cookie } = await signIn(api, api.token('qa'));
      const signedInAt = await lastSeen(session.value);
      later(2 * MINUTE);
      expect((await get(cookie)).status).toBe(200);
      const touched = await lastSeen(session.value);
      expect(touched - signedInAt).toBeGreaterThanOrEqual(2 * MINUTE);
      later(20_000);
      for (let i = 0; i < 3; i++) expect((await get(cookie)).status).toBe(200);
      expect(await lastSeen(session.value)).toBe(touched);
      later(45_000); // over a minute since the last write
      expect((await get(cookie)).status).toBe(200);
      expect(await lastSeen(session.value)).toBeGreaterThan(touched);
    });

    it('the absolute lifetime ends a session however active it is', async () => {
      const { cookie } = await signIn(api, api.token('ops'));
      // The lifetime here is 60 min (configured below): active every 20 min, it still ends.
      for (let i = 0; i < 2; i++) {
        later(20 * MINUTE);
        expect((await get(cookie)).status).toBe(200);
      }
      later(19 * MINUTE); // 59 min
      expect((await get(cookie)).status).toBe(200);
      later(MINUTE + 1_000);
      expectProblem(await get(cookie), 401);
      expectProblem(await api.as('anonymous', 'GET', '/session', { headers: { cookie } }), 401);
      // The token itself is not affected: it signs in again.
      const again = await signIn(api, api.token('ops'));
      expect((await get(again.cookie)).status).toBe(200);
    });

    it('the cookies end with the session: Max-Age is the configured lifetime', async () => {
      const { session, csrf } = await signIn(api, api.token('publisher'));
      expect(session.attrs).toContain(`max-age=${60 * 60}`);
      expect(csrf.attrs).toContain(`max-age=${60 * 60}`);
    });
  },
  {
    env: { SESSION_LIFETIME_MINUTES: '60', SESSION_IDLE_MINUTES: '30' },
    now: () => Date.now() + offset,
  },
);
