import { useT } from '../../../lib/i18n';
import type { serverProblems } from '../../../lib/server-problems';
import { ScheduleTimeField } from './schedule-time-field';

interface Props {
  /** Prefix of the fields' own pointers (each form's are its own). */
  pointer: string;
  /** The harness's time zone, where the times are read. */
  timeZone: string | undefined;
  /** Wall times, or with the offset that picks a repeated time's second occurrence. */
  at: string;
  until: string;
  onAt: (value: string) => void;
  onUntil: (value: string) => void;
  problems: ReturnType<typeof serverProblems>;
}

/** When a scheduled move fires and, optionally, when it is moved back (a campaign window). */
export function ScheduleWindowFields({
  pointer,
  timeZone,
  at,
  until,
  onAt,
  onUntil,
  problems,
}: Props) {
  const t = useT();
  return (
    <div className="field-row">
      <ScheduleTimeField
        pointer={`${pointer}/at`}
        label={t('requests.at')}
        timeZone={timeZone}
        value={at}
        errors={problems.at('/at')}
        onChange={onAt}
      />
      <ScheduleTimeField
        pointer={`${pointer}/until`}
        label={t('requests.until')}
        hint={t('requests.untilHint')}
        timeZone={timeZone}
        value={until}
        errors={problems.at('/until')}
        onChange={onUntil}
      />
    </div>
  );
}
