import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { endSession, sessionId } from '../../../auth/session-cookies';

export const signOutRoute: ApiModule = (api, deps) => {
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
