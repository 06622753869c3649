import { useParams } from 'react-router';
import { ExperimentReportScreen } from '../../features/experiments/components/experiment-report-screen';

/** One experiment's report: `/harnesses/:id/labels/:label/experiments/:experimentId`. */
export default function ExperimentReportPage() {
  const { id = '', label = '', experimentId = '' } = useParams();
  return (
    <section className="page experiment-page">
      <ExperimentReportScreen
        key={experimentId}
        harnessId={id}
        label={label}
        experimentId={experimentId}
      />
    </section>
  );
}
