import { instantToWall, wallToInstant } from '../../harness/zoned-instant';
import { DateTimeField } from './date-time-field';
import type { FieldProps } from './field';

interface Props extends FieldProps {
  /** An ISO instant with an offset (a live context's `now`), or undefined when not set. */
  value: string | undefined;
  /** The instant with the zone's offset, or undefined when the field is cleared. */
  onChange: (value: string | undefined) => void;
  /** The zone the time is picked in: the harness's `settings.timeZone`. */
  zone: string;
  readOnly?: boolean;
}

/** An instant picked as a wall time in a zone (a live room's time, in the harness's zone). */
export function InstantField({ value, onChange, zone, ...field }: Props) {
  const wall = value ? (instantToWall(value, zone) ?? '') : '';
  return (
    <DateTimeField
      {...field}
      zone={zone}
      value={wall}
      onChange={(next) => onChange(next ? (wallToInstant(next, zone) ?? undefined) : undefined)}
    />
  );
}
