import { z } from 'zod';
import type { ApiModule } from '../../http/app-env';
import { defineRoute } from '../../http/define-route';
import { unauthorized } from '../../http/problem';
import { LOCAL_ACTOR } from '../../auth/roles';
import { csrfCookie, endSession, sessionId, startSession } from '../../auth/session-cookies';

const sessionSchema = z.object({
  actor: z.object({
    id: z.string(),
    name: z.string(),
    role: z.string(),
    shopId: z.string().optional(),
  }),
  authMode: z.enum(['local', 'token']),
  csrfToken: z.string().optional(),
});

/** Signing in and out: public routes, registered before authentication. */
export const sessionModule: ApiModule = (api, deps) => {
  defineRoute(
    api,
    {
      method: 'get',
      path: '/session',
      summary: 'Who is signed in',
      tag: 'session',
      public: true,
      responses: { 200: { description: 'The signed-in actor', schema: sessionSchema } },
    },
    async (c) => {
      if (deps.config.authMode === 'local')
        return c.json({ actor: LOCAL_ACTOR, authMode: 'local' });
      const id = sessionId(c);
      const actor = id ? await deps.credentials.sessionActor(id) : null;
      if (!actor) throw unauthorized('Not signed in.');
      return c.json({ actor, authMode: 'token', csrfToken: csrfCookie(c) });
    },
  );

  defineRoute(
    api,
    {
      method: 'post',
      path: '/session',
      summary:
        'Sign in with a token; sets an HTTP-only session cookie (a new session id) and a CSRF cookie',
      tag: 'session',
      public: true,
      body: z.strictObject({ token: z.string().min(1, 'Paste your token.').max(200) }),
      bodyLimit: 4_096,
      responses: { 200: { description: 'Signed in', schema: sessionSchema } },
    },
    async (c, { body }) => {
      const session = await deps.credentials.signIn(body.token);
      if (!session) throw unauthorized('This token is unknown or has been revoked.');
      const maxAge = Math.floor(deps.config.session.lifetimeMs / 1000);
      const csrfToken = startSession(c, session.id, maxAge);
      return c.json({ actor: session.actor, authMode: deps.config.authMode, csrfToken });
    },
  );

  defineRoute(
    api,
    {
      method: 'delete',
      path: '/session',
      summary: 'Sign out: ends the session on the server and clears the cookies',
      tag: 'session',
      public: true,
      responses: { 204: { description: 'Signed out' } },
    },
    async (c) => {
      // Ended on the server, not just forgotten by this browser: a copy of the cookie dies too.
      // No CSRF check: the cookie is SameSite=Strict, and signing out is all it can do.
      const id = sessionId(c);
      if (id && deps.config.authMode === 'token') await deps.credentials.signOut(id);
      endSession(c);
      return c.body(null, 204);
    },
  );
};
