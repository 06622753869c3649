import { useT } from '../../../lib/i18n';
import { interval, percent } from '../model/format';
import type { EndpointReport } from '../types';

/**
 * Models side by side: each endpoint on the unchanged harness and under variants (mean and
 * worst family), the table that shows whether a fine-tune closed the gap.
 */
export function EndpointsTable({ endpoints }: { endpoints: readonly EndpointReport[] }) {
  const t = useT();
  return (
    <table className="data-table robustness-endpoints" aria-label={t('robustness.endpointsTable')}>
      <thead>
        <tr>
          <th scope="col">{t('robustness.endpoint')}</th>
          <th scope="col">{t('robustness.identity')}</th>
          <th scope="col">{t('robustness.variantsMean')}</th>
          <th scope="col">{t('robustness.worstFamily')}</th>
        </tr>
      </thead>
      <tbody>
        {endpoints.map((e) => (
          <tr key={e.endpoint} data-testid="endpoint-row">
            <th scope="row">{e.endpoint}</th>
            <td>
              {percent(e.identity.passRate)}{' '}
              <span className="muted">({interval(e.identity.low, e.identity.high)})</span>
            </td>
            <td>{percent(e.variants.meanPassRate)}</td>
            <td>
              {e.variants.worstFamily
                ? `${t(`robustness.family.${e.variants.worstFamily}`)} ${percent(e.variants.worstPassRate)}`
                : '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
