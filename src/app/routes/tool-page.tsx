import { useParams } from 'react-router';
import { useSession } from '../../features/auth/api/get-session';
import { canWriteEntity } from '../../features/auth/permissions';
import { ToolEditor } from '../../features/editor/components/tool-editor';
import { EntityGuard } from './entity-guard';

export default function ToolPage() {
  const { id = '', name = '' } = useParams();
  const actor = useSession().data?.actor;
  return (
    <EntityGuard kind="tool">
      <ToolEditor key={name} harnessId={id} name={name} readOnly={!canWriteEntity(actor, 'tool')} />
    </EntityGuard>
  );
}
