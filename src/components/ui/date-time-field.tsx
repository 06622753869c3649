import { formatWallClock, wallClockExample } from '../../lib/format-date-time';
import { useLanguage, useT } from '../../lib/i18n';
import { FieldShell, type FieldProps } from './field';

interface DateTimeProps extends FieldProps {
  /** A wall-clock time, `2026-12-12T20:00`, or '' when not set. */
  value: string;
  onChange: (value: string) => void;
  /** The zone the time is read in (a harness's `Asia/Shanghai`); the reader's own when absent. */
  zone?: string;
  readOnly?: boolean;
}

/**
 * A date and time. The browser's picker writes it in the browser's own format (Chromium
 * ignores the page's language there), so under it the value is read back in the reader's
 * language and its one format, with the zone it is in.
 */
export function DateTimeField({ value, onChange, zone, readOnly, hint, ...field }: DateTimeProps) {
  const language = useLanguage();
  const t = useT();
  const where = zone || t('dateInput.yourZone');
  const said = formatWallClock(value, language);
  const reads =
    value && said !== value
      ? t('dateInput.reads', { value: said, zone: where })
      : t('dateInput.expects', { zone: where, example: wallClockExample(language) });
  return (
    <FieldShell {...field} hint={hint ? `${hint} ${reads}` : reads}>
      {(control) => (
        <input
          {...control}
          type="datetime-local"
          lang={language}
          value={value}
          readOnly={readOnly}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FieldShell>
  );
}
