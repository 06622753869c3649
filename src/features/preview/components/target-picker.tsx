import { useT } from '../../../lib/i18n';
import type { ModelEndpoint, SourceOption, Target } from '../types';

interface Props {
  /** Distinguishes the two pickers' field ids and names ("A", "B"). */
  name: string;
  legend: string;
  target: Target;
  sources: readonly SourceOption[];
  endpoints: readonly ModelEndpoint[];
  onChange: (patch: Partial<Target>) => void;
  disabled?: boolean;
}

/** Where a turn runs: a state of the harness (draft, version, label) on a model endpoint. */
export function TargetPicker({
  name,
  legend,
  target,
  sources,
  endpoints,
  onChange,
  disabled,
}: Props) {
  const t = useT();
  const known = sources.some((s) => s.value === target.source);
  const endpointKnown = target.endpoint === '' || endpoints.some((e) => e.name === target.endpoint);
  return (
    <fieldset className="preview-target" disabled={disabled}>
      <legend>{legend}</legend>
      <div className="field">
        <label htmlFor={`preview-source-${name}`}>{t('preview.source')}</label>
        <select
          id={`preview-source-${name}`}
          value={target.source}
          onChange={(e) => onChange({ source: e.target.value })}
        >
          {!known && <option value={target.source}>{target.source}</option>}
          {sources.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`preview-endpoint-${name}`}>{t('preview.endpoint')}</label>
        <select
          id={`preview-endpoint-${name}`}
          value={target.endpoint}
          onChange={(e) => onChange({ endpoint: e.target.value })}
        >
          <option value="">{t('preview.endpointDefault')}</option>
          {!endpointKnown && <option value={target.endpoint}>{target.endpoint}</option>}
          {endpoints.map((e) => (
            <option key={e.name} value={e.name}>
              {e.model ? `${e.name} · ${e.model}` : e.name}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
