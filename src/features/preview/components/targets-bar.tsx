import { CheckboxField } from '../../../components/ui/field';
import { ErrorNotice } from '../../../components/ui/async-state';
import { useT } from '../../../lib/i18n';
import { usePreviewStore } from '../store/preview-store';
import type { ModelEndpoint, SourceOption } from '../types';
import { TargetPicker } from './target-picker';

interface Props {
  sources: readonly SourceOption[];
  endpoints: readonly ModelEndpoint[];
  endpointsError: unknown;
  /** Targets stay fixed while a turn runs, so its answer is labelled truthfully. */
  disabled: boolean;
}

/** Where the next message runs: one target, or two side by side to compare. */
export function TargetsBar({ sources, endpoints, endpointsError, disabled }: Props) {
  const t = useT();
  const targets = usePreviewStore((s) => s.targets);
  const compare = usePreviewStore((s) => s.compare);
  const setTarget = usePreviewStore((s) => s.setTarget);
  const setCompare = usePreviewStore((s) => s.setCompare);
  return (
    <div className="preview-targets">
      <TargetPicker
        name="a"
        legend={compare ? t('preview.targetA') : t('preview.target')}
        target={targets[0]}
        sources={sources}
        endpoints={endpoints}
        onChange={(patch) => setTarget(0, patch)}
        disabled={disabled}
      />
      {compare && (
        <TargetPicker
          name="b"
          legend={t('preview.targetB')}
          target={targets[1]}
          sources={sources}
          endpoints={endpoints}
          onChange={(patch) => setTarget(1, patch)}
          disabled={disabled}
        />
      )}
      <CheckboxField
        pointer="/preview/compare"
        label={t('preview.compare')}
        hint={t('preview.compareHint')}
        checked={compare}
        onChange={setCompare}
        disabled={disabled}
      />
      {endpointsError !== null && (
        <ErrorNotice title={t('preview.endpointsFailed')} error={endpointsError} />
      )}
    </div>
  );
}
