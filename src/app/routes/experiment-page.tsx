import { useParams } from 'react-router';
import { ExperimentScreen } from '../../features/experiments/components/experiment-screen';

/** A label's split as an experiment: `/harnesses/:id/labels/:label/experiment`. */
export default function ExperimentPage() {
  const { id = '', label = '' } = useParams();
  return (
    <section className="page experiment-page">
      <ExperimentScreen key={`${id}/${label}`} harnessId={id} label={label} />
    </section>
  );
}
