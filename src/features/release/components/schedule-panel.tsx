import { ErrorNotice } from '../../../components/ui/async-state';
import { useEnumLabel } from '../../../lib/enum-label';
import { useLanguage, useT } from '../../../lib/i18n';
import { useCancelRequestSchedule } from '../api/cancel-request-schedule';
import type { Schedule } from '../types';
import { scheduleTime } from './request-words';

interface Props {
  harnessId: string;
  n: number;
  schedule: Schedule;
  canCancel: boolean;
}

/** A request's schedule: when it moves (and back), in the harness's zone, what became of it. */
export function SchedulePanel({ harnessId, n, schedule, canCancel }: Props) {
  const t = useT();
  const lang = useLanguage();
  const word = useEnumLabel();
  const cancel = useCancelRequestSchedule();
  return (
    <div className="schedule-panel" data-testid="request-schedule">
      <dl className="facts">
        <dt>{t('requests.at')}</dt>
        <dd>
          {scheduleTime(schedule.at, schedule, lang)} · {word('scheduleState', schedule.state)}
        </dd>
        {schedule.until && (
          <>
            <dt>{t('requests.until')}</dt>
            <dd>
              {scheduleTime(schedule.until, schedule, lang)}
              {schedule.endState && <> · {word('scheduleState', schedule.endState)}</>}
            </dd>
          </>
        )}
      </dl>
      {schedule.failure && (
        <p className="notice notice-error">
          {t('requests.scheduleFailure', { reason: schedule.failure })}
        </p>
      )}
      {canCancel && schedule.state === 'pending' && (
        <button
          type="button"
          onClick={() => cancel.mutate({ harnessId, n })}
          disabled={cancel.isPending}
        >
          {t('requests.cancelSchedule')}
        </button>
      )}
      {cancel.isError && <ErrorNotice title={t('requests.cancelFailed')} error={cancel.error} />}
    </div>
  );
}
