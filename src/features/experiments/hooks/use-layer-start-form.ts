import { useState } from 'react';
import type { FieldMessage } from '../../../components/ui/field';
import type { MetricRef } from '../../../harness/experiments';
import {
  layerExperimentRequestSchema,
  layerNameSchema,
  type Layer,
  type LayerExperimentRequest,
} from '../../../harness/experiments/layers';
import { issuesToDiagnostics } from '../../../harness/parse';
import { isApiError } from '../../../lib/api-client';
import { useLanguage, useT } from '../../../lib/i18n';
import { changeWords } from '../model/layer-change-words';
import { formPointer, layerRefusals } from '../model/layer-refusals';

interface Metric {
  on: boolean;
  event: string;
  measure: MetricRef['measure'];
}

/**
 * The layer start form's values, checked as typed by the core's schemas, and the messages at
 * each field: the local check's and the server's refusal (while the form holds what was sent).
 */
export function useLayerStartForm(layers: readonly Layer[], error: unknown) {
  const t = useT();
  const lang = useLanguage();
  const [layer, setLayer] = useState(layers[0]?.name ?? '');
  const [version, setVersion] = useState<number | undefined>(undefined);
  // null until typed: the chosen layer's free share, or half of a new layer.
  const [typedShare, setShare] = useState<number | undefined | null>(null);
  const [percent, setPercent] = useState<number | undefined>(50);
  const [metric, setMetric] = useState<Metric>({
    on: false,
    event: 'order',
    measure: 'conversion',
  });
  const [sent, setSent] = useState<unknown>(undefined);
  const free = layers.find((l) => l.name === layer)?.freeShare;
  const share = typedShare === null ? (free ?? 50) : typedShare;
  const body = {
    version,
    share,
    percent,
    ...(metric.on ? { primaryMetric: { event: metric.event, measure: metric.measure } } : {}),
  };
  const value = { layer, ...body };
  const checked = layerExperimentRequestSchema.safeParse(body);
  const nameOk = layerNameSchema.safeParse(layer).success;
  // An empty box is not said wrong before anything was typed: Start stays disabled instead.
  const local: { pointer: string; message: FieldMessage }[] = [
    ...(checked.success ? [] : issuesToDiagnostics(checked.error.issues))
      .filter((d) => d.pointer !== '/version' || version !== undefined)
      .map((d) => ({ pointer: formPointer(d.pointer), message: d })),
    ...(layer !== '' && !nameOk
      ? [{ pointer: formPointer('/layer'), message: t('layers.badName') }]
      : []),
  ];
  const refusals = layerRefusals(error, {
    conflict: (p) => t('layers.conflict', { ...p, entity: entityOf(p) }),
    conflictSplit: (p) => t('layers.conflictSplit', { ...p, entity: entityOf(p) }),
    full: (p) => t('layers.full', { share: share ?? '?', free: p.free ?? '?' }),
  });
  function entityOf(p: Record<string, string | number>) {
    return changeWords(lang, { kind: String(p.kind ?? ''), key: String(p.key ?? '') });
  }
  const refused = JSON.stringify(sent) === JSON.stringify(value) ? refusals : [];
  const at = (field: string): FieldMessage[] =>
    [...local, ...refused].filter((m) => m.pointer === formPointer(field)).map((m) => m.message);
  const ready = checked.success && nameOk;
  /** What to send, remembered so its refusal shows until the form changes; null: not ready. */
  const submit = (): { layer: string; body: LayerExperimentRequest } | null => {
    if (!checked.success || !nameOk) return null;
    setSent(value);
    return { layer, body: checked.data };
  };
  return {
    values: { layer, version, share, percent, metric, free },
    set: {
      layer: setLayer,
      version: setVersion,
      share: setShare,
      percent: setPercent,
      metric: setMetric,
    },
    at,
    ready,
    submit,
    /** A refusal of no field (the label serves no version, approvals): said below the form. */
    unplaced: isApiError(error) && refusals.length === 0,
  };
}
