import { useParams } from 'react-router';
import { useSession } from '../../features/auth/api/get-session';
import { TraceDetail } from '../../features/traces/components/trace-detail';
import { canSaveTraceCase } from '../../features/traces/model/permissions';

/** One production trace, with "save as test case" for those who write the suite. */
export default function TracePage() {
  const { id = '', traceId = '' } = useParams();
  const actor = useSession().data?.actor;
  const harness = `/harnesses/${encodeURIComponent(id)}`;
  return (
    <TraceDetail
      key={`${id}/${traceId}`}
      harnessId={id}
      traceId={traceId}
      listHref={`${harness}/traces`}
      suiteHref={`${harness}/tests`}
      canSave={canSaveTraceCase(actor)}
    />
  );
}
