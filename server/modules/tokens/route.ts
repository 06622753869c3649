import { z } from 'zod';
import type { ApiModule } from '../../http/app-env';
import { defineRoute } from '../../http/define-route';
import { ROLES, canManageTokens } from '../../auth/roles';
import { requireRole } from '../shared/access';
import { createToken, listTokens, revokeToken } from './token-store';

const tokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  shopId: z.string().nullable(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});

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

export const tokensModule: ApiModule = (api) => {
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
