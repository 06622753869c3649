import type { ApiModule } from '../../../http/app-env';
import { z } from 'zod';
import { defineRoute } from '../../../http/define-route';
import { canManageTokens } from '../../../auth/roles';
import { requireRole } from '../../shared/access';
import { listTokens } from '../token-store';
import { tokenSchema } from './token-schema';

export const listTokensRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'get',
      path: '/tokens',
      summary: 'Tokens (admin); the secrets themselves are never stored or shown',
      tag: 'tokens',
      responses: { 200: { description: 'Tokens', schema: z.array(tokenSchema) } },
    },
    async (c) => {
      requireRole(canManageTokens(c.var.actor), 'manage tokens');
      return c.json(await listTokens(c.var.deps.db));
    },
  );
};
