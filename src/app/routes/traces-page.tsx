import { useParams } from 'react-router';
import { TraceBrowser } from '../../features/traces/components/trace-browser';

/** A harness's production traces: filters, list, "load more". */
export default function TracesPage() {
  const id = useParams().id ?? '';
  const base = `/harnesses/${encodeURIComponent(id)}/traces`;
  return (
    <TraceBrowser
      key={id}
      harnessId={id}
      traceHref={(traceId) => `${base}/${encodeURIComponent(traceId)}`}
    />
  );
}
