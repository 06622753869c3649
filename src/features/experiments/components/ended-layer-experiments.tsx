import { Link } from 'react-router';
import type { LayerExperiment } from '../../../harness/experiments/layers';
import { useT } from '../../../lib/i18n';
import { useFormatTime } from '../../../lib/use-format-time';
import { reportPath } from '../model/report-path';

/** The label's ended layer experiments, newest first, each with its report. */
export function EndedLayerExperiments({
  harnessId,
  ended,
}: {
  harnessId: string;
  ended: readonly LayerExperiment[];
}) {
  const t = useT();
  const formatTime = useFormatTime();
  if (ended.length === 0) return null;
  return (
    <section aria-labelledby="layers-ended-title" data-testid="layers-ended">
      <h3 id="layers-ended-title">{t('layers.ended')}</h3>
      <ul className="layer-ended">
        {ended.map((e) => (
          <li key={e.experimentId}>
            <strong>{e.experimentId}</strong> ·{' '}
            {t('layers.endedRow', {
              layer: e.layer,
              version: e.version,
              share: e.share,
              start: formatTime(e.startedAt),
              end: e.endedAt ? formatTime(e.endedAt) : '—',
            })}{' '}
            <Link to={reportPath(harnessId, e.label, e.experimentId)}>{t('layers.report')}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
