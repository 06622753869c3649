import { useState, type FormEvent } from 'react';
import { ErrorNotice } from '../../../components/ui/async-state';
import { InstantField } from '../../../components/ui/instant-field';
import type { TestCase } from '../../../harness/evaluation';
import { useT } from '../../../lib/i18n';
import { serverProblems } from '../../../lib/server-problems';
import { useFormatTime } from '../../../lib/use-format-time';
import { usePutTestCase } from '../api/put-test-case';
import './case-time.css';

interface Props {
  harnessId: string;
  testCase: TestCase;
  /** The harness's `settings.timeZone`: the time is said and picked there. */
  zone: string;
  canEdit: boolean;
}

/** The case with its room's time set, or left out: the server's time when the case runs. */
export function withCaseTime(testCase: TestCase, now: string | undefined): TestCase {
  const { now: _old, ...context } = testCase.context;
  return { ...testCase, context: now ? { ...context, now } : context };
}

/**
 * When the case's live room is: its `now` in the harness's zone, or the server's time when it
 * runs (a turn without `now` runs then, in the harness's zone). Editors change it in place.
 */
export function CaseTime({ harnessId, testCase, zone, canEdit }: Props) {
  const t = useT();
  const format = useFormatTime({ timeZone: zone });
  const [editing, setEditing] = useState(false);
  const [now, setNow] = useState(testCase.context.now);
  const save = usePutTestCase();
  const problems = serverProblems(save.error);
  const stored = testCase.context.now;
  const said = stored ? format(stored) : t('tests.caseTimeServer');
  if (!editing) {
    return (
      <div className="case-time">
        <span className={stored ? undefined : 'muted'} data-testid="case-time">
          {said}
        </span>{' '}
        {canEdit && (
          <button
            type="button"
            aria-label={t('tests.caseTimeEditOf', { name: testCase.name })}
            onClick={() => {
              setNow(stored);
              save.reset();
              setEditing(true);
            }}
          >
            {t('tests.caseTimeEdit')}
          </button>
        )}
      </div>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { harnessId, testCase: withCaseTime(testCase, now) },
      { onSuccess: () => setEditing(false) },
    );
  };
  return (
    <form
      className="case-time-form"
      aria-label={t('tests.caseTimeFormOf', { name: testCase.name })}
      onSubmit={submit}
    >
      <InstantField
        pointer={`/cases/${testCase.id}/context/now`}
        label={t('tests.caseTime')}
        hint={t('tests.caseTimeHint')}
        value={now}
        zone={zone}
        onChange={setNow}
        errors={problems.at('/context/now')}
      />
      <div className="row-actions">
        <button type="submit" className="button-primary" disabled={save.isPending}>
          {t('tests.caseTimeSave')}
        </button>
        <button type="button" disabled={!now} onClick={() => setNow(undefined)}>
          {t('tests.caseTimeClear')}
        </button>
        <button type="button" onClick={() => setEditing(false)}>
          {t('common.cancel')}
        </button>
      </div>
      {problems.elsewhere(['/context/now']) && (
        <ErrorNotice title={t('tests.caseTimeFailed')} error={save.error} />
      )}
    </form>
  );
}
