import { useState, type FormEvent } from 'react';
import { ErrorNotice } from '../../../components/ui/async-state';
import { SelectField, TextField } from '../../../components/ui/field';
import { useT } from '../../../lib/i18n';
import { useScheduleMove } from '../api/schedule-move';
import { serverProblems } from '../../../lib/server-problems';
import { ScheduleWindowFields } from './schedule-window-fields';

interface Props {
  harnessId: string;
  /** The labels the reader may move. */
  labels: readonly string[];
  /** Versions it may move one to, newest first. */
  versions: readonly number[];
  /** The harness's time zone, where the times are read. */
  timeZone: string | undefined;
}

const FIELDS = ['/label', '/version', '/reason', '/at', '/until'];

/**
 * A plain label move at a time (a campaign window on a label that needs no approval); where
 * the label needs approvals the server says to open a change request instead.
 */
export function ScheduleMoveForm({ harnessId, labels, versions, timeZone }: Props) {
  const t = useT();
  const schedule = useScheduleMove();
  const [label, setLabel] = useState(labels[0] ?? '');
  const [version, setVersion] = useState(versions[0] ? String(versions[0]) : '');
  const [reason, setReason] = useState('');
  const [at, setAt] = useState('');
  const [until, setUntil] = useState('');
  const problems = serverProblems(schedule.error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    schedule.mutate(
      { harnessId, label, version: Number(version), reason, at, ...(until ? { until } : {}) },
      {
        onSuccess: () => {
          setReason('');
          setAt('');
          setUntil('');
        },
      },
    );
  };
  return (
    <form className="group" aria-labelledby="schedule-move-title" onSubmit={submit}>
      <h2 id="schedule-move-title" className="section-title">
        {t('calendar.scheduleMove')}
      </h2>
      <div className="field-row">
        <SelectField
          pointer="/schedule-move/label"
          label={t('requests.label')}
          value={label}
          errors={problems.at('/label')}
          onChange={setLabel}
          options={labels.map((l) => ({ value: l, label: l }))}
        />
        <SelectField
          pointer="/schedule-move/version"
          label={t('calendar.version')}
          value={version}
          errors={problems.at('/version')}
          onChange={setVersion}
          options={versions.map((v) => ({
            value: String(v),
            label: t('requests.proposalVersion', { version: v }),
          }))}
        />
      </div>
      <TextField
        pointer="/schedule-move/reason"
        label={t('calendar.reason')}
        value={reason}
        errors={problems.at('/reason')}
        onChange={setReason}
      />
      <ScheduleWindowFields
        pointer="/schedule-move"
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
      {schedule.isSuccess && (
        <p role="status" className="notice notice-ok">
          {t('calendar.scheduled')}
        </p>
      )}
      <button type="submit" disabled={schedule.isPending || !label || !version || !at}>
        {t('requests.schedule')}
      </button>
    </form>
  );
}
