import { Link } from 'react-router';
import { useLanguage, useT } from '../../../lib/i18n';
import { useSchedules } from '../api/get-schedules';
import type { Schedule } from '../types';
import { scheduleTime } from './request-words';
import '../release.css';

interface Props {
  harnessId: string;
  requestHref: (n: number) => string;
}

/**
 * The overview says which live window will move a label back, and when: what a label serves
 * now may only be there until then, so nobody reads it as the lasting state.
 */
export function PendingWindowEnds({ harnessId, requestHref }: Props) {
  const t = useT();
  const lang = useLanguage();
  const fired = useSchedules(harnessId, 'fired').data ?? [];
  const pending = fired
    .filter((s) => s.endState === 'pending' && s.until !== null && s.shopId === null)
    .sort((a, b) => Date.parse(a.until!) - Date.parse(b.until!));
  if (pending.length === 0) return null;
  const what = (s: Schedule) =>
    t('schedules.pendingEndLine', {
      label: s.label,
      version: s.version ?? '',
      back: s.previous?.version ?? '',
      when: scheduleTime(s.until!, s, lang),
    });
  return (
    <section className="notice pending-window-ends" aria-labelledby="pending-window-ends-title">
      <h2 id="pending-window-ends-title" className="section-title">
        {t('schedules.pendingEndsTitle')}
      </h2>
      <ul>
        {pending.map((s) => (
          <li key={s.id} data-testid={`pending-end-${s.id}`}>
            {s.requestId === null ? what(s) : <Link to={requestHref(s.requestId)}>{what(s)}</Link>}
          </li>
        ))}
      </ul>
    </section>
  );
}
