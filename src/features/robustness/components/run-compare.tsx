import { ErrorNotice, Loading } from '../../../components/ui/async-state';
import { useT } from '../../../lib/i18n';
import { useFormatTime } from '../../../lib/use-format-time';
import { useTargetText } from '../../../lib/use-target-text';
import { useRobustnessComparison } from '../api/get-robustness-comparison';
import { useRobustnessRuns } from '../api/get-robustness-runs';
import { interval, percent, points, shortId } from '../model/format';
import type { RobustnessComparison } from '../types';

interface Props {
  harnessId: string;
  runId: string;
  base: string | null;
  onBaseChange: (base: string | null) => void;
}

type Side = RobustnessComparison['identity']['base'] | null;

const sideText = (s: Side) => (s ? `${percent(s.passRate)} (${interval(s.low, s.high)})` : '—');

/** This run against a base run (the draft's against production's): which family got worse. */
export function RunCompare({ harnessId, runId, base, onBaseChange }: Props) {
  const t = useT();
  const formatTime = useFormatTime();
  const targetText = useTargetText();
  const runs = (useRobustnessRuns(harnessId).data ?? []).filter(
    (r) => r.id !== runId && r.report !== null,
  );
  const comparison = useRobustnessComparison(harnessId, runId, base);
  return (
    <section className="robustness-compare" aria-labelledby="robustness-compare-title">
      <h2 id="robustness-compare-title" className="section-title">
        {t('robustness.compareTitle')}
      </h2>
      <div className="field">
        <label htmlFor="rb-compare-base">{t('robustness.compareBase')}</label>
        <select
          id="rb-compare-base"
          value={base ?? ''}
          onChange={(e) => onBaseChange(e.target.value || null)}
        >
          <option value="">{t('tests.compareChoose')}</option>
          {runs.map((r) => (
            <option key={r.id} value={r.id}>
              {t('robustness.compareOption', {
                when: formatTime(r.createdAt),
                id: shortId(r.id),
                target: targetText(r.target),
                rate: percent(r.report?.identity.passRate),
              })}
            </option>
          ))}
        </select>
      </div>
      {base !== null && comparison.isPending && <Loading label={t('common.loading')} />}
      {comparison.isError && (
        <ErrorNotice title={t('robustness.compareFailed')} error={comparison.error} />
      )}
      {comparison.data && (
        <table className="data-table" aria-label={t('robustness.compareTable')}>
          <thead>
            <tr>
              <th scope="col">{t('robustness.family')}</th>
              <th scope="col">{t('robustness.compareBaseColumn')}</th>
              <th scope="col">{t('robustness.compareHeadColumn')}</th>
              <th scope="col">{t('robustness.change')}</th>
              <th scope="col">{t('robustness.verdict')}</th>
            </tr>
          </thead>
          <tbody>
            <tr data-testid="compare-identity">
              <th scope="row">{t('robustness.identity')}</th>
              <td>{sideText(comparison.data.identity.base)}</td>
              <td>{sideText(comparison.data.identity.head)}</td>
              <td>
                {points(
                  comparison.data.identity.head.passRate - comparison.data.identity.base.passRate,
                )}
              </td>
              <td />
            </tr>
            {comparison.data.families.map((f) => (
              <tr
                key={f.family}
                data-testid="compare-row"
                className={f.worse ? 'row-significant' : undefined}
              >
                <th scope="row">{t(`robustness.family.${f.family}`)}</th>
                <td>{sideText(f.base)}</td>
                <td>{sideText(f.head)}</td>
                <td>{points(f.change)}</td>
                <td>
                  {f.worse ? (
                    <span className="badge verdict verdict-fail">{t('robustness.gotWorse')}</span>
                  ) : (
                    <span className="badge">{t('robustness.notWorse')}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
