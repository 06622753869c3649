import { useParams } from 'react-router';
import { CalendarView } from '../../features/release/components/calendar-view';

/** Scheduled label moves by day in the harness's time zone (issue 28). */
export default function CalendarPage() {
  const id = useParams().id ?? '';
  const base = `/harnesses/${encodeURIComponent(id)}/requests`;
  return <CalendarView key={id} harnessId={id} requestHref={(n) => `${base}/${n}`} />;
}
