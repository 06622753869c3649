import { useParams } from 'react-router';
import { ExperimentScreen } from '../../features/experiments/components/experiment-screen';
import { HoldoutPanel } from '../../features/experiments/components/holdout-panel';
import { LayersPanel } from '../../features/experiments/components/layers-panel';
import { useSession } from '../../features/auth/api/get-session';
import { useVersions } from '../../features/versions/api/get-versions';
import { canMoveLabel } from '../../harness/roles';

/** A label's experiments: `/harnesses/:id/labels/:label/experiment` (split, holdout, layers). */
export default function ExperimentPage() {
  const { id = '', label = '' } = useParams();
  const actor = useSession().data?.actor;
  const canMove = actor ? canMoveLabel(actor, label) : false;
  // The newest page of versions: a layer experiment's treatment is picked from them.
  const versions = useVersions(id).data?.pages[0]?.items ?? [];
  return (
    <section className="page experiment-page">
      <ExperimentScreen key={`${id}/${label}`} harnessId={id} label={label} canMove={canMove} />
      <HoldoutPanel key={`holdout/${id}/${label}`} harnessId={id} label={label} canMove={canMove} />
      <LayersPanel
        key={`layers/${id}/${label}`}
        harnessId={id}
        label={label}
        canMove={canMove}
        versions={versions}
      />
    </section>
  );
}
