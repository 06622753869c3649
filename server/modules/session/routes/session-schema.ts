import { z } from 'zod';

/** Who is signed in and how, as reading the session and signing in both answer. */
export const sessionSchema = z.object({
  actor: z.object({
    id: z.string(),
    name: z.string(),
    role: z.string(),
    shopId: z.string().optional(),
  }),
  authMode: z.enum(['local', 'token']),
  csrfToken: z.string().optional(),
});
