import { Link } from 'react-router';
import { ErrorNotice, Loading } from '../../../components/ui/async-state';
import { useT } from '../../../lib/i18n';
import { useFormatTime } from '../../../lib/use-format-time';
import { useTestRuns } from '../api/get-test-runs';
import { useTargetText } from '../../../lib/use-target-text';
import { formatPercent } from '../model/format';
import { RunStatusBadge } from './status-badge';

/** Recent runs, newest first, each linking to its report. */
export function RunHistory({ harnessId }: { harnessId: string }) {
  const t = useT();
  const formatTime = useFormatTime();
  const targetText = useTargetText();
  const runs = useTestRuns(harnessId);
  const base = `/harnesses/${encodeURIComponent(harnessId)}/tests/runs`;
  let body;
  if (runs.isPending) body = <Loading label={t('common.loading')} />;
  else if (runs.isError) body = <ErrorNotice title={t('tests.historyFailed')} error={runs.error} />;
  else if (runs.data.length === 0) body = <p className="muted">{t('tests.historyEmpty')}</p>;
  else
    body = (
      <table className="data-table run-history-table">
        <caption className="sr-only">{t('tests.history')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('tests.when')}</th>
            <th scope="col">{t('tests.target')}</th>
            <th scope="col">{t('tests.version')}</th>
            <th scope="col">{t('tests.endpoint')}</th>
            <th scope="col">{t('tests.status')}</th>
            <th scope="col">{t('tests.passRate')}</th>
            <th scope="col">{t('tests.cases')}</th>
            <th scope="col">{t('tests.who')}</th>
          </tr>
        </thead>
        <tbody>
          {runs.data.map((r) => (
            <tr key={r.id} data-testid="test-run-row">
              <th scope="row">
                <Link to={`${base}/${r.id}`}>{formatTime(r.createdAt)}</Link>
              </th>
              <td>{targetText(r.target)}</td>
              <td>{r.version === null ? '—' : `v${r.version}`}</td>
              <td>{r.endpoint ?? '—'}</td>
              <td>
                <RunStatusBadge status={r.status} />
              </td>
              <td>{formatPercent(r.summary?.passRate)}</td>
              <td>
                {!r.summary
                  ? `${r.done} / ${r.total}`
                  : r.summary.skipped > 0
                    ? t('tests.casesWithSkipped', {
                        passed: r.summary.passed,
                        cases: r.summary.cases,
                        skipped: r.summary.skipped,
                      })
                    : `${r.summary.passed} / ${r.summary.cases}`}
              </td>
              <td>{r.createdBy}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  return (
    <section className="run-history" aria-labelledby="run-history-title">
      <h2 id="run-history-title" className="section-title">
        {t('tests.history')}
      </h2>
      {body}
    </section>
  );
}
