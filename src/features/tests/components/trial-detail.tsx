import { trialVerdict } from '../../../harness/evaluation';
import { turnErrorMessage } from '../../../lib/diagnostic-message';
import { useLanguage, useT } from '../../../lib/i18n';
import { formatMs } from '../model/format';
import type { TrialView } from '../model/run-cases';
import { ExpectationList } from './expectation-list';
import { VerdictBadge } from './status-badge';
import { TurnTrace } from './turn-trace';

/** One trial: the reply, how the turn ended and how long it took, each check, the trace. */
export function TrialDetail({ view }: { view: TrialView }) {
  const t = useT();
  const lang = useLanguage();
  const { trial, record } = view;
  const headingId = `trial-${trial.trial}-title`;
  return (
    <section className="card trial" aria-labelledby={headingId}>
      <h4 id={headingId}>
        {t('tests.trial', { trial: trial.trial })} <VerdictBadge status={trialVerdict(trial)} />
      </h4>
      <dl className="trial-facts">
        <div>
          <dt>{t('tests.outcome')}</dt>
          <dd>{t(`tests.outcome.${trial.outcome}`)}</dd>
        </div>
        <div>
          <dt>{t('tests.firstToken')}</dt>
          <dd>{formatMs(trial.timings?.firstTokenMs)}</dd>
        </div>
        <div>
          <dt>{t('tests.totalTime')}</dt>
          <dd>{formatMs(trial.timings?.totalMs)}</dd>
        </div>
      </dl>
      <h5>{t('tests.reply')}</h5>
      <blockquote className="trial-reply">{trial.reply ?? t('tests.noReply')}</blockquote>
      {record?.errorCode && record.error ? (
        // The runtime's error by its code, in the reader's language (English in the tooltip).
        <p className="notice notice-error" title={trial.error ?? record.error}>
          {turnErrorMessage(
            { code: record.errorCode, message: record.error, params: record.errorParams },
            lang,
          )}
        </p>
      ) : (
        <>
          {trial.error && <p className="notice notice-error">{trial.error}</p>}
          {record?.error && record.error !== trial.error && (
            <p className="notice notice-error">{record.error}</p>
          )}
        </>
      )}
      {trial.reason && (
        <p className="notice notice-error" data-testid="trial-reason">
          {t(`tests.reason.${trial.reason}`)}
        </p>
      )}
      <h5>{t('tests.checks')}</h5>
      <ExpectationList results={trial.expectations} />
      {record ? <TurnTrace record={record} /> : <p className="muted">{t('tests.noRecord')}</p>}
    </section>
  );
}
