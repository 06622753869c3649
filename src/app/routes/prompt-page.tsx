import { useParams } from 'react-router';
import { useSession } from '../../features/auth/api/get-session';
import { canWriteEntity } from '../../features/auth/permissions';
import { PromptEditor } from '../../features/editor/components/prompt-editor';
import { EntityGuard } from './entity-guard';

export default function PromptPage() {
  const { id = '' } = useParams();
  const actor = useSession().data?.actor;
  return (
    <EntityGuard kind="prompt">
      <PromptEditor key={id} harnessId={id} readOnly={!canWriteEntity(actor, 'prompt')} />
    </EntityGuard>
  );
}
