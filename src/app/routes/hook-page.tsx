import { useParams } from 'react-router';
import { useSession } from '../../features/auth/api/get-session';
import { canWriteEntity } from '../../features/auth/permissions';
import { HookEditor } from '../../features/editor/components/hook-editor';
import { EntityGuard } from './entity-guard';

export default function HookPage() {
  const { id = '', hookId = '' } = useParams();
  const actor = useSession().data?.actor;
  return (
    <EntityGuard kind="hook">
      <HookEditor
        key={hookId}
        harnessId={id}
        hookId={hookId}
        readOnly={!canWriteEntity(actor, 'hook')}
      />
    </EntityGuard>
  );
}
