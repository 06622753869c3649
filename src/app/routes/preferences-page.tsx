import { useParams } from 'react-router';
import { useSession } from '../../features/auth/api/get-session';
import { canWriteEntity } from '../../features/auth/permissions';
import { PreferencesForm } from '../../features/editor/components/preferences-form';

export default function PreferencesPage() {
  const { id = '' } = useParams();
  const actor = useSession().data?.actor;
  return (
    <PreferencesForm key={id} harnessId={id} readOnly={!canWriteEntity(actor, 'preferences')} />
  );
}
