import { useT } from '../../../lib/i18n';
import { useFormatTime } from '../../../lib/use-format-time';
import { useTargetText } from '../../../lib/use-target-text';
import type { TestRun } from '../types';
import { RunStatusBadge } from './status-badge';

/** What was tested, on which version, by whom and how it ended. */
export function RunHeader({ run }: { run: TestRun }) {
  const t = useT();
  const formatTime = useFormatTime();
  const targetText = useTargetText();
  return (
    <header className="run-header">
      <h1>{t('tests.runHeading', { target: targetText(run.target) })}</h1>
      <dl className="run-facts">
        <div>
          <dt>{t('tests.target')}</dt>
          <dd>{targetText(run.target)}</dd>
        </div>
        <div>
          <dt>{t('tests.version')}</dt>
          <dd>{run.version === null ? '—' : `v${run.version}`}</dd>
        </div>
        <div>
          <dt>{t('tests.endpoint')}</dt>
          <dd data-testid="run-endpoint">
            {run.endpoint === null
              ? t('tests.notRecorded')
              : t('tests.endpointModel', {
                  endpoint: run.endpoint,
                  model: run.model ?? t('tests.notRecorded'),
                })}
          </dd>
        </div>
        <div>
          <dt>{t('tests.status')}</dt>
          <dd>
            <RunStatusBadge status={run.status} />
          </dd>
        </div>
        <div>
          <dt>{t('tests.runStarted')}</dt>
          <dd>{formatTime(run.createdAt)}</dd>
        </div>
        {run.finishedAt && (
          <div>
            <dt>{t('tests.runFinished')}</dt>
            <dd>{formatTime(run.finishedAt)}</dd>
          </div>
        )}
        <div>
          <dt>{t('tests.runBy')}</dt>
          <dd>{run.createdBy}</dd>
        </div>
      </dl>
      {run.error && (
        <p role="alert" className="notice notice-error">
          {t('tests.runError', { error: run.error })}
        </p>
      )}
    </header>
  );
}
