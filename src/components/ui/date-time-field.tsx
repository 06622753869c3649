import { useRef, useState } from 'react';
import { formatWallClock } from '../../lib/format-date-time';
import { useLanguage, useT } from '../../lib/i18n';
import { parseWallClockText, wallClockText } from '../../lib/wall-clock-text';
import { FieldShell, type FieldProps } from './field';

interface DateTimeProps extends FieldProps {
  /** A wall-clock time, `2026-12-12T20:00`, or '' when not set. */
  value: string;
  onChange: (value: string) => void;
  /** The zone the time is read in (a harness's `Asia/Shanghai`); the reader's own when absent. */
  zone?: string;
  readOnly?: boolean;
}

/** What is typed, the value it gave the form, and whether the field still has the focus. */
interface Typed {
  text: string;
  gave: string;
  focused: boolean;
}

const EXAMPLE = wallClockText('2026-12-12T20:00');
const FORMAT_LENGTH = EXAMPLE.length;
const unreadableText = (text: string) => text.trim() !== '' && parseWallClockText(text) === null;

// Chromium's own picker opens from a button where the browser has showPicker; its popup follows
// the browser's locale, but the text field above it never does.
const canPick =
  typeof HTMLInputElement !== 'undefined' &&
  typeof HTMLInputElement.prototype.showPicker === 'function';

// Drawn, not an emoji: the machine's fonts may have no emoji (a box instead).
const CalendarIcon = () => (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <rect x="2" y="3" width="12" height="11" rx="1.5" fill="none" stroke="currentColor" />
    <path d="M2 6.5h12M5 1.5v3M11 1.5v3" stroke="currentColor" fill="none" />
  </svg>
);

/**
 * A date and time typed as `2026-12-12 20:00` (24-hour) in every language: the browser's own
 * date input follows the browser's locale (mm/dd/yyyy, AM/PM), not the studio's language. The
 * form gets the same value as before, `2026-12-12T20:00`, and '' while the text is not a date
 * and time (as the browser's input gave), which is then said at the field once the person
 * leaves it or has typed the whole format. Under it, the value read back with its zone.
 */
export function DateTimeField({
  value,
  onChange,
  zone,
  readOnly,
  hint,
  errors = [],
  ...field
}: DateTimeProps) {
  const language = useLanguage();
  const t = useT();
  const picker = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState<Typed | null>(null);
  // Text that is not a time yet stays while the field has the focus, though the value moves
  // under it (a room clock that follows the clock gets '' and shows the clock's time); else a
  // value set from outside (a reset, a "use this time" button) replaces what was typed.
  const current =
    typed && (typed.gave === value || (typed.focused && unreadableText(typed.text))) ? typed : null;
  const text = current ? current.text : wallClockText(value);
  const unreadable = !!current && unreadableText(current.text);
  const shownErrors =
    unreadable && (!current.focused || current.text.trim().length >= FORMAT_LENGTH)
      ? [t('dateInput.invalid', { example: EXAMPLE })]
      : unreadable
        ? [] // still typing: neither the format nor the form's check of the emptied value yet
        : errors;

  const where = zone || t('dateInput.yourZone');
  const said = formatWallClock(value, language);
  const reads =
    value && said !== value
      ? t('dateInput.reads', { value: said, zone: where })
      : t('dateInput.expects', { zone: where, example: EXAMPLE });

  const type = (next: string) => {
    const gave = next.trim() === '' ? '' : (parseWallClockText(next) ?? '');
    setTyped({ text: next, gave, focused: true });
    if (gave !== value) onChange(gave);
  };
  const pick = () => {
    try {
      picker.current?.showPicker();
    } catch {
      // No picker here (an older browser): the text field still takes the time.
    }
  };

  return (
    <FieldShell {...field} errors={shownErrors} hint={hint ? `${hint} ${reads}` : reads}>
      {(control) => (
        <span className="date-time-input">
          <input
            {...control}
            type="text"
            lang={language}
            autoComplete="off"
            spellCheck={false}
            placeholder={t('dateInput.placeholder')}
            value={text}
            readOnly={readOnly}
            onChange={(e) => type(e.target.value)}
            // Left readable, it is shown as it was read (`8:05` as `08:05`).
            onBlur={() => setTyped(unreadable ? { ...current, focused: false } : null)}
          />
          {canPick && !readOnly && (
            <>
              <button
                type="button"
                className="date-time-pick"
                aria-label={t('dateInput.pick')}
                title={t('dateInput.pick')}
                onClick={pick}
              >
                <CalendarIcon />
              </button>
              <input
                ref={picker}
                className="date-time-picker"
                type="datetime-local"
                tabIndex={-1}
                aria-hidden="true"
                value={/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) ? value.slice(0, 16) : ''}
                onChange={(e) => {
                  setTyped(null);
                  if (e.target.value !== value) onChange(e.target.value);
                }}
              />
            </>
          )}
        </span>
      )}
    </FieldShell>
  );
}
