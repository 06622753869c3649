import { z } from 'zod';
import type { Actor } from '../../auth/roles';
import { harnessParams } from '../shared/params';

/**
 * Who manages a harness's webhooks (and reads their delivery log): engineers and admins.
 * Kept here, not in src/harness/roles.ts, until the core needs it (the UI can ask the API).
 */
export function canManageWebhooks(actor: Actor): boolean {
  return actor.role === 'engineer' || actor.role === 'admin';
}

const idParam = (what: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,14}$/, `Use a ${what} id like 3.`)
    .transform(Number);

export const webhookParams = harnessParams.extend({ wid: idParam('webhook') });

export const deliveryParams = webhookParams.extend({ did: idParam('delivery') });
