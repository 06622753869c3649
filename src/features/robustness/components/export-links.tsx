import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { robustnessExportUrl } from '../api/export-url';
import { EXPORT_FORMATS } from '../types';

interface Props {
  harnessId: string;
  runId: string;
  /** The run's endpoints: with several, the trials of one may be chosen (say, the teacher's). */
  endpoints: readonly string[];
}

/** Downloads of the run's trials as training data, in each variant's own names. */
export function ExportLinks({ harnessId, runId, endpoints }: Props) {
  const t = useT();
  const [endpoint, setEndpoint] = useState('');
  return (
    <section className="robustness-export" aria-labelledby="robustness-export-title">
      <h2 id="robustness-export-title" className="section-title">
        {t('robustness.exportTitle')}
      </h2>
      <p className="muted">{t('robustness.exportHint')}</p>
      {endpoints.length > 1 && (
        <div className="field">
          <label htmlFor="rb-export-endpoint">{t('robustness.exportEndpoint')}</label>
          <select
            id="rb-export-endpoint"
            value={endpoint}
            onChange={(e) => setEndpoint(e.target.value)}
          >
            <option value="">{t('robustness.exportAllEndpoints')}</option>
            {endpoints.map((e) => (
              <option key={e} value={e}>
                {e}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="row-actions">
        {EXPORT_FORMATS.map((format) => (
          <a
            key={format}
            className="button-link"
            href={robustnessExportUrl(harnessId, runId, format, endpoint)}
            download
          >
            {t(`robustness.export.${format}`)}
          </a>
        ))}
      </div>
    </section>
  );
}
