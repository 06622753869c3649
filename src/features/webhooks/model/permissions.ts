import { canManageWebhooks } from '../../../harness/roles';
import type { Actor } from '../types';

/** The core's rule, as the server enforces it; `undefined` is someone signed out. */
export function mayManageWebhooks(actor: Actor | undefined): boolean {
  return !!actor && canManageWebhooks(actor);
}
