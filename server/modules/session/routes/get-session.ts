import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { unauthorized } from '../../../http/problem';
import { LOCAL_ACTOR } from '../../../auth/roles';
import { csrfCookie, sessionId } from '../../../auth/session-cookies';
import { sessionSchema } from './session-schema';

export const getSessionRoute: ApiModule = (api, deps) => {
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
};
