import { Navigate, useParams } from 'react-router';
import { useSession } from '../../features/auth/api/get-session';
import { canWriteEntity } from '../../features/auth/permissions';
import { PreferencesForm } from '../../features/editor/components/preferences-form';

/**
 * The base's preferences: the platform's defaults. A merchant, whose settings are its shop's
 * overlay, lands on its own shop instead (an old link or bookmark still works).
 */
export default function PreferencesPage() {
  const { id = '' } = useParams();
  const actor = useSession().data?.actor;
  if (actor?.role === 'merchant' && actor.shopId) {
    const shop = `/harnesses/${encodeURIComponent(id)}/shops/${encodeURIComponent(actor.shopId)}`;
    return <Navigate to={shop} replace />;
  }
  return (
    <PreferencesForm key={id} harnessId={id} readOnly={!canWriteEntity(actor, 'preferences')} />
  );
}
