import { z } from 'zod';
import { ROLES } from '../../../auth/roles';

/** A token as listed and as created: never its secret, which is stored hashed. */
export const tokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  shopId: z.string().nullable(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
