import { useState, type FormEvent } from 'react';
import { ErrorNotice } from '../../../components/ui/async-state';
import { useT } from '../../../lib/i18n';
import { useScheduleChangeRequest } from '../api/schedule-change-request';
import { serverProblems } from '../../../lib/server-problems';
import { ScheduleWindowFields } from './schedule-window-fields';

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
      <ScheduleWindowFields
        pointer="/schedule"
        timeZone={timeZone}
        at={at}
        until={until}
        onAt={setAt}
        onUntil={setUntil}
        problems={problems}
      />
      {problems.elsewhere(FIELDS) && (
        <ErrorNotice title={t('requests.scheduleFailed')} error={schedule.error} />
      )}
      <button type="submit" disabled={schedule.isPending || !at}>
        {t('requests.schedule')}
      </button>
    </form>
  );
}
