import { useMemo } from 'react';
import { ENTITY_KINDS, type EntityKind } from '../../harness';
import { useSession } from '../../features/auth/api/get-session';
import { canOpenEntityKind } from '../../features/auth/permissions';

/** The entity kinds the signed-in role may open (a merchant: preferences only). */
export function useVisibleKinds(): EntityKind[] {
  const actor = useSession().data?.actor;
  // The same array while the person is the same: the navigation's rows memoize on it.
  return useMemo(() => ENTITY_KINDS.filter((k) => canOpenEntityKind(actor, k)), [actor]);
}
