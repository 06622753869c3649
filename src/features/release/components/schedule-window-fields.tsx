import { DateTimeField } from '../../../components/ui/date-time-field';
import { useT } from '../../../lib/i18n';
import type { serverProblems } from '../../../lib/server-problems';

interface Props {
  /** Prefix of the fields' own pointers (each form's are its own). */
  pointer: string;
  /** The harness's time zone, where the times are read. */
  timeZone: string | undefined;
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
      <DateTimeField
        pointer={`${pointer}/at`}
        label={t('requests.at')}
        zone={timeZone}
        value={at}
        errors={problems.at('/at')}
        onChange={onAt}
      />
      <DateTimeField
        pointer={`${pointer}/until`}
        label={t('requests.until')}
        hint={t('requests.untilHint')}
        zone={timeZone}
        value={until}
        errors={problems.at('/until')}
        onChange={onUntil}
      />
    </div>
  );
}
