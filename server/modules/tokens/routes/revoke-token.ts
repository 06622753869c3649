import type { ApiModule } from '../../../http/app-env';
import { z } from 'zod';
import { defineRoute } from '../../../http/define-route';
import { canManageTokens } from '../../../auth/roles';
import { requireRole } from '../../shared/access';
import { revokeToken } from '../token-store';
import { tokenSchema } from './token-schema';

export const revokeTokenRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'delete',
      path: '/tokens/:tokenId',
      summary: 'Revoke a token',
      tag: 'tokens',
      params: z.strictObject({
        tokenId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a token id.'),
      }),
      responses: { 200: { description: 'Revoked', schema: tokenSchema } },
    },
    async (c, { params }) => {
      requireRole(canManageTokens(c.var.actor), 'manage tokens');
      const revoked = await revokeToken(c.var.deps.db, params.tokenId, { actor: c.var.actor.id });
      // The store announced it to every instance; this one forgets before it answers.
      c.var.deps.credentials.forget();
      return c.json(revoked);
    },
  );
};
