import { DateTimeField } from '../../../components/ui/date-time-field';
import type { FieldMessage } from '../../../components/ui/field';
import { formatWallClock } from '../../../lib/format-date-time';
import { useLanguage, useT, type Language } from '../../../lib/i18n';
import { resolveLocalTime, type ZonedReading } from '../../../harness/zoned-time';

const NONEXISTENT = 'time.nonexistent_local_time';

interface Props {
  pointer: string;
  label: string;
  hint?: string;
  /** The harness's time zone, where the time is read. */
  timeZone: string | undefined;
  /**
   * A wall time (`2099-11-01T01:30`), or one with the offset that picks the second occurrence
   * of a repeated time (`2099-11-01T01:30:00-05:00`), as the API takes it.
   */
  value: string;
  onChange: (value: string) => void;
  errors: readonly FieldMessage[];
}

const said = (r: ZonedReading, lang: Language) =>
  `${formatWallClock(r.instant.slice(0, 16), lang)} (UTC${r.offset})`;

/**
 * A schedule's time, read in the harness's zone as it is typed, by the core's one conversion
 * the server uses too: a time the clocks skip is an error offering the nearest that exist; a
 * time they repeat says which occurrence it is and offers the other.
 */
export function ScheduleTimeField({ value, onChange, errors, timeZone, ...field }: Props) {
  const t = useT();
  const lang = useLanguage();
  const zone = timeZone ?? '';
  const wall = value.slice(0, 16);
  const offset = value.length > 16 ? value.slice(19) : undefined;
  const r = zone && wall ? resolveLocalTime(wall, zone, offset) : undefined;
  // The server's refusal of a skipped time is said again for the value now in the field, by the
  // same conversion: shown once, and gone once the time exists.
  let shown = r ? errors.filter((e) => typeof e === 'string' || e.code !== NONEXISTENT) : errors;
  if (r?.kind === 'gap') {
    const params = { before: said(r.before, lang), after: said(r.after, lang), timeZone: zone };
    const message = `This time does not exist in ${zone}.`;
    shown = [{ pointer: field.pointer, code: NONEXISTENT, message, params }, ...shown];
  }
  return (
    <div className="schedule-time">
      <DateTimeField {...field} zone={timeZone} value={wall} errors={shown} onChange={onChange} />
      {r?.kind === 'gap' && (
        <p className="field-hint">
          {[r.before, r.after].map((nearest) => (
            <button
              key={nearest.instant}
              type="button"
              className="button-link"
              onClick={() => onChange(nearest.instant.slice(0, 16))}
            >
              {t('scheduleTime.use', { time: said(nearest, lang) })}
            </button>
          ))}
        </p>
      )}
      {r?.kind === 'ambiguous' && (
        <p className="field-hint" role="note">
          {t(r.epochMs === r.earlier.epochMs ? 'scheduleTime.first' : 'scheduleTime.second', {
            time: formatWallClock(wall, lang),
            timeZone: zone,
            offset: r.offset,
          })}{' '}
          {r.epochMs === r.earlier.epochMs ? (
            <button
              type="button"
              className="button-link"
              onClick={() => onChange(`${wall}:00${r.later.offset}`)}
            >
              {t('scheduleTime.useSecond', { offset: r.later.offset })}
            </button>
          ) : (
            <button type="button" className="button-link" onClick={() => onChange(wall)}>
              {t('scheduleTime.useFirst', { offset: r.earlier.offset })}
            </button>
          )}
        </p>
      )}
    </div>
  );
}
