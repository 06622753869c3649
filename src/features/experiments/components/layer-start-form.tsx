import type { FormEvent } from 'react';
import { PrimaryMetricFields } from '../../../components/experiments/primary-metric-fields';
import { ErrorNotice } from '../../../components/ui/async-state';
import { CheckboxField, NumberField, SelectField } from '../../../components/ui/field';
import type { Layer, LayerExperimentRequest } from '../../../harness/experiments/layers';
import { useT } from '../../../lib/i18n';
import { useLayerStartForm } from '../hooks/use-layer-start-form';
import { LAYER_FORM } from '../model/layer-refusals';
import { LayerNameField } from './layer-name-field';

interface Props {
  layers: readonly Layer[];
  /** Versions to pick the treatment from, newest first. */
  versions: readonly { number: number; message: string }[];
  /** What the label serves now: the treatment's changes are read against it. */
  baseVersion: number | null;
  pending: boolean;
  error: unknown;
  onStart: (layer: string, body: LayerExperimentRequest) => void;
}

/** Starts an experiment in a layer: the layer, its treatment version, share and treatment %. */
export function LayerStartForm({ layers, versions, baseVersion, pending, error, onStart }: Props) {
  const t = useT();
  const form = useLayerStartForm(layers, error);
  const { values: v, set } = form;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const sent = form.submit();
    if (sent) onStart(sent.layer, sent.body);
  };
  return (
    <form className="layer-start" onSubmit={onSubmit} aria-labelledby="layer-start-title">
      <h3 id="layer-start-title">{t('layers.start')}</h3>
      <LayerNameField
        value={v.layer}
        onChange={set.layer}
        names={layers.map((l) => l.name)}
        errors={form.at('/layer')}
      />
      <SelectField
        pointer={`${LAYER_FORM}/version`}
        label={t('layers.form.version')}
        hint={t('layers.form.versionHint', { base: baseVersion ?? '—' })}
        value={v.version === undefined ? '' : String(v.version)}
        options={[
          { value: '', label: t('layers.form.versionNone') },
          ...versions
            .filter((x) => x.number !== baseVersion)
            .map((x) => ({ value: String(x.number), label: `v${x.number} · ${x.message}` })),
        ]}
        onChange={(x) => set.version(x === '' ? undefined : Number(x))}
        errors={form.at('/version')}
      />
      <div className="field-row">
        <NumberField
          pointer={`${LAYER_FORM}/share`}
          label={t('layers.form.share')}
          hint={t('layers.form.shareHint', { free: v.free ?? 100 })}
          value={v.share}
          onChange={set.share}
          step={1}
          min={1}
          max={100}
          errors={form.at('/share')}
        />
        <NumberField
          pointer={`${LAYER_FORM}/percent`}
          label={t('layers.form.percent')}
          hint={t('layers.form.percentHint')}
          value={v.percent}
          onChange={set.percent}
          step={1}
          min={1}
          max={99}
          errors={form.at('/percent')}
        />
      </div>
      <CheckboxField
        pointer={`${LAYER_FORM}/primaryMetric`}
        label={t('layers.form.metric')}
        checked={v.metric.on}
        onChange={(on) => set.metric({ ...v.metric, on })}
      />
      {v.metric.on && (
        <PrimaryMetricFields
          pointer={`${LAYER_FORM}/primaryMetric`}
          event={v.metric.event}
          measure={v.metric.measure}
          onChange={(change) => set.metric({ ...v.metric, ...change })}
          at={(pointer) => form.at(pointer.slice(LAYER_FORM.length))}
        />
      )}
      <button type="submit" className="button-primary" disabled={pending || !form.ready}>
        {t('layers.startButton')}
      </button>
      {form.unplaced && <ErrorNotice title={t('layers.startFailed')} error={error} />}
    </form>
  );
}
