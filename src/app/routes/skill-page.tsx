import { useParams } from 'react-router';
import { useSession } from '../../features/auth/api/get-session';
import { canWriteEntity } from '../../features/auth/permissions';
import { SkillEditor } from '../../features/editor/components/skill-editor';
import { EntityGuard } from './entity-guard';

export default function SkillPage() {
  const { id = '', skillId = '' } = useParams();
  const actor = useSession().data?.actor;
  return (
    <EntityGuard kind="skill">
      <SkillEditor
        key={skillId}
        harnessId={id}
        skillId={skillId}
        readOnly={!canWriteEntity(actor, 'skill')}
      />
    </EntityGuard>
  );
}
