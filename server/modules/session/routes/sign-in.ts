import type { ApiModule } from '../../../http/app-env';
import { z } from 'zod';
import { defineRoute } from '../../../http/define-route';
import { unauthorized } from '../../../http/problem';
import { startSession } from '../../../auth/session-cookies';
import { sessionSchema } from './session-schema';

export const signInRoute: ApiModule = (api, deps) => {
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
};
