import { ErrorNotice, Loading } from '../../../components/ui/async-state';
import { useLabels } from '../../../lib/queries/labels';
import { useT } from '../../../lib/i18n';
import { useLayers } from '../api/get-layers';
import { useStartLayerExperiment } from '../api/start-layer-experiment';
import { EndedLayerExperiments } from './ended-layer-experiments';
import { LayerExperimentRow } from './layer-experiment-row';
import { LayerStartForm } from './layer-start-form';
import '../experiments.css';

interface Props {
  harnessId: string;
  label: string;
  /** The reader may move this label, so start and end its experiments (the server checks). */
  canMove: boolean;
  /** Versions the treatment is picked from, newest first. */
  versions: readonly { number: number; message: string }[];
}

/**
 * The label's layers: each with its free share and running experiments (End, report), the
 * ended ones below, and a form to start one for those who may move the label.
 */
export function LayersPanel({ harnessId, label, canMove, versions }: Props) {
  const t = useT();
  const query = useLayers(harnessId, label);
  const labels = useLabels(harnessId);
  const start = useStartLayerExperiment();
  if (query.isPending) return <Loading label={t('layers.loading')} />;
  if (query.isError) return <ErrorNotice title={t('layers.failed')} error={query.error} />;
  const { layers, ended } = query.data;
  const base = labels.data?.find((l) => l.name === label)?.version ?? null;
  return (
    <section className="card layers-panel" aria-labelledby="layers-title" data-testid="layers">
      <h2 id="layers-title">{t('layers.title')}</h2>
      <p className="muted">{t('layers.about')}</p>
      {layers.length === 0 && <p className="muted">{t('layers.none')}</p>}
      {layers.map((layer) => (
        <section
          key={layer.name}
          className="layer"
          aria-labelledby={`layer-${layer.name}`}
          data-testid="layer"
        >
          <h3 id={`layer-${layer.name}`}>
            {t('layers.layer', { name: layer.name })}{' '}
            <span className="muted">· {t('layers.free', { free: layer.freeShare })}</span>
          </h3>
          <ul className="layer-experiments">
            {layer.experiments.map((e) => (
              <LayerExperimentRow
                key={e.experimentId}
                harnessId={harnessId}
                experiment={e}
                canMove={canMove}
              />
            ))}
          </ul>
        </section>
      ))}
      <EndedLayerExperiments harnessId={harnessId} ended={ended} />
      {start.isSuccess && (
        <p role="status">
          {t('layers.startedOk', {
            experimentId: start.data.experimentId,
            layer: start.data.layer,
          })}
        </p>
      )}
      {canMove && (
        <LayerStartForm
          layers={layers}
          versions={versions}
          baseVersion={base}
          pending={start.isPending}
          error={start.error}
          onStart={(layer, body) => start.mutate({ harnessId, label, layer, body })}
        />
      )}
    </section>
  );
}
