import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorNotice } from '../../../components/ui/async-state';
import type { LayerExperiment } from '../../../harness/experiments/layers';
import { useLanguage, useT } from '../../../lib/i18n';
import { useFormatTime } from '../../../lib/use-format-time';
import { useEndLayerExperiment } from '../api/end-layer-experiment';
import { changeWords } from '../model/layer-change-words';
import { reportPath } from '../model/report-path';

interface Props {
  harnessId: string;
  experiment: LayerExperiment;
  canMove: boolean;
}

/** One running experiment of a layer: its buckets, treatment, changes, report, and End. */
export function LayerExperimentRow({ harnessId, experiment: e, canMove }: Props) {
  const t = useT();
  const lang = useLanguage();
  const formatTime = useFormatTime();
  const end = useEndLayerExperiment();
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="layer-experiment" data-testid="layer-experiment">
      <p>
        <strong>{e.experimentId}</strong> ·{' '}
        {t('layers.share', { share: e.share, from: e.from, to: e.from + e.share - 1 })}
      </p>
      <p>
        {t('layers.treatment', { percent: e.percent, version: e.version, base: e.baseVersion })}
      </p>
      <p>
        {t('layers.changes', {
          changes: e.changes.map((c) => changeWords(lang, c)).join(lang === 'zh-CN' ? '、' : ', '),
        })}
      </p>
      <p className="muted">{t('layers.started', { start: formatTime(e.startedAt) })}</p>
      <p className="layer-actions">
        <Link to={reportPath(harnessId, e.label, e.experimentId)}>{t('layers.report')}</Link>
        {canMove && !confirming && (
          <button type="button" onClick={() => setConfirming(true)}>
            {t('layers.end')}
          </button>
        )}
      </p>
      {confirming && (
        <div role="group" aria-labelledby={`end-${e.experimentId}`} className="notice">
          <p id={`end-${e.experimentId}`}>
            {t('layers.endConfirm', { experimentId: e.experimentId })}
          </p>
          <button
            type="button"
            className="button-danger"
            disabled={end.isPending}
            onClick={() =>
              end.mutate({
                harnessId,
                label: e.label,
                layer: e.layer,
                experimentId: e.experimentId,
              })
            }
          >
            {t('layers.endYes')}
          </button>{' '}
          <button type="button" onClick={() => setConfirming(false)}>
            {t('layers.endNo')}
          </button>
        </div>
      )}
      {end.isError && <ErrorNotice title={t('layers.endFailed')} error={end.error} />}
    </li>
  );
}
