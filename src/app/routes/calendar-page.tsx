import { useParams } from 'react-router';
import { useSession } from '../../features/auth/api/get-session';
import { canMoveLabel } from '../../features/auth/permissions';
import { useLabels } from '../../features/publish/api/get-labels';
import { CalendarView } from '../../features/release/components/calendar-view';
import { ScheduleMoveForm } from '../../features/release/components/schedule-move-form';
import { useVersions } from '../../features/versions/api/get-versions';

/** Scheduled label moves by day in the harness's time zone, and a plain move scheduled. */
export default function CalendarPage() {
  const id = useParams().id ?? '';
  const actor = useSession().data?.actor;
  const canMove = (label: string) => canMoveLabel(actor, label);
  const labels = (useLabels(id).data ?? []).map((l) => l.name).filter(canMove);
  const versions = (useVersions(id).data?.pages ?? []).flatMap((p) => p.items).map((v) => v.number);
  const base = `/harnesses/${encodeURIComponent(id)}/requests`;
  return (
    <CalendarView key={id} harnessId={id} requestHref={(n) => `${base}/${n}`} canMove={canMove}>
      {(timeZone) =>
        labels.length > 0 &&
        versions.length > 0 && (
          <ScheduleMoveForm
            key={`${labels.join()}/${versions[0]}`}
            harnessId={id}
            labels={labels}
            versions={versions}
            timeZone={timeZone}
          />
        )
      }
    </CalendarView>
  );
}
