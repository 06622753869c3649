import { useParams } from 'react-router';
import { useSession } from '../../features/auth/api/get-session';
import { canWriteEntity } from '../../features/auth/permissions';
import { SettingsForm } from '../../features/editor/components/settings-form';
import { EntityGuard } from './entity-guard';

export default function SettingsPage() {
  const { id = '' } = useParams();
  const actor = useSession().data?.actor;
  return (
    <EntityGuard kind="meta">
      <SettingsForm key={id} harnessId={id} readOnly={!canWriteEntity(actor, 'meta')} />
    </EntityGuard>
  );
}
