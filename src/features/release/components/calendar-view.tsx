import type { ReactNode } from 'react';
import { storedReason } from '../../../lib/stored-reason';
import { Link } from 'react-router';
import { ErrorNotice, Loading } from '../../../components/ui/async-state';
import { formatDateTime, formatWallClock } from '../../../lib/format-date-time';
import { useEnumLabel } from '../../../lib/enum-label';
import { useLanguage, useT } from '../../../lib/i18n';
import { useCalendar } from '../api/get-calendar';
import { useCancelSchedule } from '../api/cancel-schedule';
import { useSchedules } from '../api/get-schedules';
import { useLabelMoves } from '../hooks/use-label-moves';
import { calendarDays } from '../model/calendar-days';
import type { CalendarEntry } from '../types';
import '../release.css';

interface Props {
  harnessId: string;
  requestHref: (n: number) => string;
  /** Whether the reader may cancel a plain move on this label (who may move it). */
  canMove?: (label: string) => boolean;
  /** The form to schedule a plain move (composed by the page), given the harness's zone. */
  children?: (timeZone: string | undefined) => ReactNode;
}

/** Upcoming and recent scheduled moves (and their ends), by day, overlaps flagged. */
export function CalendarView({ harnessId, requestHref, canMove, children }: Props) {
  const t = useT();
  const lang = useLanguage();
  const word = useEnumLabel();
  const calendar = useCalendar(harnessId);
  useLabelMoves(harnessId);
  const cancel = useCancelSchedule();
  // What each entry moves and for which request; the calendar reads without it.
  const schedules = new Map((useSchedules(harnessId).data ?? []).map((s) => [s.id, s]));
  const detail = (e: CalendarEntry) => {
    const s = schedules.get(e.scheduleId);
    if (!s) return { href: null, reason: '', cancellable: false };
    // A request's schedule is cancelled on the request; a plain move's here, while pending.
    const cancellable =
      s.requestId === null && e.state === 'pending' && (canMove?.(s.label) ?? false);
    return {
      href: s.requestId === null ? null : requestHref(s.requestId),
      // The server's own reason ("Change request 1: …") in the reader's language.
      reason: storedReason(lang, s.reason),
      cancellable,
    };
  };
  // Days and times are the harness's (its `settings.timeZone`, as the server says), not the reader's.
  const timeZone = calendar.data?.timeZone;
  let body;
  if (calendar.isPending) body = <Loading label={t('common.loading')} />;
  else if (calendar.isError)
    body = <ErrorNotice title={t('calendar.loadFailed')} error={calendar.error} />;
  else if (calendar.data.entries.length === 0) body = <p className="muted">{t('calendar.none')}</p>;
  else
    body = calendarDays(calendar.data.entries, calendar.data.timeZone).map(({ day, entries }) => (
      <section key={day} className="calendar-day" aria-labelledby={`day-${day}`}>
        <h2 id={`day-${day}`} className="section-title">
          {/* The day's noon, written in the language's date format, minus the time. */}
          {formatWallClock(`${day}T12:00`, lang).replace(/,? 12:00$/, '')}
        </h2>
        <ul className="calendar-entries">
          {entries.map((e) => {
            const { href, reason, cancellable } = detail(e);
            const what = t(e.kind === 'move' ? 'calendar.move' : 'calendar.end', {
              target: e.shopId
                ? t('requests.targetShop', { shop: e.shopId })
                : t('requests.targetLabel', { label: e.label }),
            });
            return (
              <li
                key={`${e.scheduleId}-${e.kind}`}
                className={e.overlapsWith.length ? 'calendar-entry overlaps' : 'calendar-entry'}
                data-testid={`calendar-${e.scheduleId}-${e.kind}`}
              >
                <time dateTime={e.at}>{formatDateTime(e.at, lang, { timeZone }).slice(-5)}</time>{' '}
                {href ? <Link to={href}>{what}</Link> : what} · {word('scheduleState', e.state)}
                {reason && <span className="muted"> · {reason}</span>}
                {e.overlapsWith.length > 0 && (
                  <strong className="overlap-flag">
                    {' '}
                    {t('calendar.overlaps', {
                      count: e.overlapsWith.length,
                      ids: e.overlapsWith.map((id) => `#${id}`).join(', '),
                    })}
                  </strong>
                )}
                {cancellable && (
                  <>
                    {' '}
                    <button
                      type="button"
                      className="link-button"
                      disabled={cancel.isPending}
                      onClick={() => cancel.mutate({ harnessId, scheduleId: e.scheduleId })}
                    >
                      {t(e.kind === 'move' ? 'calendar.cancel' : 'calendar.cancelEnd', {
                        id: e.scheduleId,
                      })}
                    </button>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    ));
  return (
    <section className="page calendar-page" aria-labelledby="calendar-title">
      <h1 id="calendar-title">{t('calendar.heading')}</h1>
      {timeZone && <p className="muted">{t('calendar.intro', { zone: timeZone })}</p>}
      {cancel.isError && <ErrorNotice title={t('calendar.cancelFailed')} error={cancel.error} />}
      {body}
      {children?.(timeZone)}
    </section>
  );
}
