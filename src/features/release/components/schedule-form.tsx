import { useState, type FormEvent } from 'react';
import { ErrorNotice } from '../../../components/ui/async-state';
import { DateTimeField } from '../../../components/ui/date-time-field';
import { useT } from '../../../lib/i18n';
import { useScheduleChangeRequest } from '../api/schedule-change-request';
import { serverProblems } from './server-problems';

interface Props {
  harnessId: string;
  n: number;
  /** The harness's `settings.timeZone`: the times are read there, whatever the reader's zone. */
  timeZone: string;
}

const FIELDS = ['/at', '/until'];

/** Publish at a time (a campaign's start), optionally moved back at an end. */
export function ScheduleForm({ harnessId, n, timeZone }: Props) {
  const t = useT();
  const schedule = useScheduleChangeRequest();
  const [at, setAt] = useState('');
  const [until, setUntil] = useState('');
  const problems = serverProblems(schedule.error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    schedule.mutate({ harnessId, n, at, ...(until ? { until } : {}) });
  };
  return (
    <form className="group schedule-form" aria-labelledby="schedule-form-title" onSubmit={submit}>
      <h3 id="schedule-form-title">{t('requests.scheduleTitle')}</h3>
      <p className="muted">{t('requests.scheduleHint', { zone: timeZone })}</p>
      <div className="field-row">
        <DateTimeField
          pointer="/schedule/at"
          label={t('requests.at')}
          zone={timeZone}
          value={at}
          errors={problems.at('/at')}
          onChange={setAt}
        />
        <DateTimeField
          pointer="/schedule/until"
          label={t('requests.until')}
          hint={t('requests.untilHint')}
          zone={timeZone}
          value={until}
          errors={problems.at('/until')}
          onChange={setUntil}
        />
      </div>
      {problems.elsewhere(FIELDS) && (
        <ErrorNotice title={t('requests.scheduleFailed')} error={schedule.error} />
      )}
      <button type="submit" disabled={schedule.isPending || !at}>
        {t('requests.schedule')}
      </button>
    </form>
  );
}
