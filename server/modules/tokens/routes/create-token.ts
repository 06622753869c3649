import type { ApiModule } from '../../../http/app-env';
import { z } from 'zod';
import { defineRoute } from '../../../http/define-route';
import { ROLES, canManageTokens } from '../../../auth/roles';
import { requireRole } from '../../shared/access';
import { createToken } from '../token-store';
import { tokenSchema } from './token-schema';

const createTokenBody = z
  .strictObject({
    name: z.string().trim().min(1, 'Name the token (who or what uses it).').max(100),
    role: z.enum(ROLES, { error: `Choose a role: ${ROLES.join(', ')}.` }),
    shopId: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Not a valid shop id.')
      .optional(),
  })
  .refine((b) => b.role !== 'merchant' || b.shopId !== undefined, {
    path: ['shopId'],
    message: 'A merchant token needs the shop it belongs to.',
  });

export const createTokenRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'post',
      path: '/tokens',
      summary: 'Create a token; its plaintext is in this response only',
      tag: 'tokens',
      body: createTokenBody,
      responses: {
        201: {
          description: 'Created',
          schema: z.object({ token: tokenSchema, plaintext: z.string() }),
        },
      },
    },
    async (c, { body }) => {
      requireRole(canManageTokens(c.var.actor), 'manage tokens');
      const created = await createToken(c.var.deps.db, { ...body, actor: c.var.actor.id });
      return c.json(created, 201);
    },
  );
};
