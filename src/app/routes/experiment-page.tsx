import { useParams } from 'react-router';
import { ExperimentScreen } from '../../features/experiments/components/experiment-screen';
import { HoldoutPanel } from '../../features/experiments/components/holdout-panel';
import { useSession } from '../../features/auth/api/get-session';
import { canMoveLabel } from '../../harness/roles';

/** A label's split as an experiment: `/harnesses/:id/labels/:label/experiment`. */
export default function ExperimentPage() {
  const { id = '', label = '' } = useParams();
  const actor = useSession().data?.actor;
  const canMove = actor ? canMoveLabel(actor, label) : false;
  return (
    <section className="page experiment-page">
      <ExperimentScreen key={`${id}/${label}`} harnessId={id} label={label} canMove={canMove} />
      <HoldoutPanel key={`holdout/${id}/${label}`} harnessId={id} label={label} canMove={canMove} />
    </section>
  );
}
