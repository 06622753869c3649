import { Link } from 'react-router';
import { ErrorNotice, Loading } from '../../../components/ui/async-state';
import { useT } from '../../../lib/i18n';
import { useFormatTime } from '../../../lib/use-format-time';
import { useTargetText } from '../../../lib/use-target-text';
import { useRobustnessRuns } from '../api/get-robustness-runs';
import { percent, shortId } from '../model/format';

/** The recent robustness runs: when, on what, the noise floor and the worst family. */
export function RobustnessHistory({ harnessId }: { harnessId: string }) {
  const t = useT();
  const formatTime = useFormatTime();
  const targetText = useTargetText();
  const runs = useRobustnessRuns(harnessId);
  if (runs.isPending) return <Loading label={t('common.loading')} />;
  if (runs.isError) return <ErrorNotice title={t('robustness.historyFailed')} error={runs.error} />;
  if (runs.data.length === 0) return <p className="muted">{t('robustness.historyEmpty')}</p>;
  return (
    <table className="data-table" aria-label={t('robustness.history')}>
      <thead>
        <tr>
          <th scope="col">{t('robustness.run')}</th>
          <th scope="col">{t('robustness.target')}</th>
          <th scope="col">{t('robustness.identity')}</th>
          <th scope="col">{t('robustness.worstFamily')}</th>
          <th scope="col">{t('robustness.status')}</th>
        </tr>
      </thead>
      <tbody>
        {runs.data.map((r) => {
          const worst = r.report?.families.reduce<(typeof r.report.families)[number] | null>(
            (w, f) => (w === null || f.worstPassRate < w.worstPassRate ? f : w),
            null,
          );
          return (
            <tr key={r.id} data-testid="robustness-run-row">
              <td>
                <Link
                  to={`/harnesses/${encodeURIComponent(harnessId)}/tests/robustness/${encodeURIComponent(r.id)}`}
                >
                  {formatTime(r.createdAt)} · {shortId(r.id)}
                </Link>
              </td>
              <td>
                {targetText(r.target)}
                {r.version !== null && !/^\d+$/.test(r.target) && ` (v${r.version})`}
              </td>
              <td>{percent(r.report?.identity.passRate)}</td>
              <td>
                {worst
                  ? `${t(`robustness.family.${worst.family}`)} ${percent(worst.worstPassRate)}`
                  : '—'}
              </td>
              <td>{t(`tests.status.${r.status}`)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
