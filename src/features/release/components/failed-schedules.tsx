import { Link } from 'react-router';
import { useLanguage, useT } from '../../../lib/i18n';
import { useSchedules } from '../api/get-schedules';
import type { Schedule } from '../types';
import { failureText, scheduleTime } from './request-words';
import '../release.css';

/** How far back a failed or missed schedule is still news on the overview. */
const RECENT_MS = 7 * 86_400_000;

interface Props {
  harnessId: string;
  requestHref: (n: number) => string;
  /** Now, for what counts as recent (a test's fixed clock). */
  now?: number;
}

/**
 * The overview says a scheduled move that did not happen (the gate refused it at the time,
 * or every instance was down past the grace): which, when and why. Nothing when none did.
 */
export function FailedSchedules({ harnessId, requestHref, now = Date.now() }: Props) {
  const t = useT();
  const lang = useLanguage();
  const failed = useSchedules(harnessId, 'failed').data ?? [];
  const missed = useSchedules(harnessId, 'missed').data ?? [];
  const recent = [...failed, ...missed]
    .filter((s) => now - Date.parse(s.at) < RECENT_MS)
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  if (recent.length === 0) return null;
  const what = (s: Schedule) =>
    t(s.state === 'missed' ? 'schedules.missedLine' : 'schedules.failedLine', {
      id: s.id,
      target: s.shopId
        ? t('requests.targetShop', { shop: s.shopId })
        : t('requests.targetLabel', { label: s.label }),
      when: scheduleTime(s.at, s, lang),
    });
  return (
    <section
      className="notice notice-error failed-schedules"
      aria-labelledby="failed-schedules-title"
    >
      <h2 id="failed-schedules-title" className="section-title">
        {t('schedules.failedTitle')}
      </h2>
      <ul>
        {recent.map((s) => (
          <li key={s.id} data-testid={`failed-schedule-${s.id}`}>
            {s.requestId === null ? what(s) : <Link to={requestHref(s.requestId)}>{what(s)}</Link>}
            <FailureReason text={failureText(s, lang)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "Why: …" in the reader's language, the server's English as the tooltip. */
export function FailureReason({ text }: { text: ReturnType<typeof failureText> }) {
  const t = useT();
  if (!text) return null;
  return (
    <>
      {' '}
      <span title={text.english}>{t('schedules.because', { reason: text.text })}</span>
    </>
  );
}
