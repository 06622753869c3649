import { ENTITY_KINDS, type EntityKind } from '../../harness';
import { useSession } from '../../features/auth/api/get-session';
import { canOpenEntityKind } from '../../features/auth/permissions';

/** The entity kinds the signed-in role may open (a merchant: preferences only). */
export function useVisibleKinds(): EntityKind[] {
  const actor = useSession().data?.actor;
  return ENTITY_KINDS.filter((k) => canOpenEntityKind(actor, k));
}
