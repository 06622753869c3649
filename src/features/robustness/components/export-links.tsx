import { useT } from '../../../lib/i18n';
import { robustnessExportUrl } from '../api/export-url';
import { EXPORT_FORMATS } from '../types';

/** Downloads of the run's trials as training data, in each variant's own names. */
export function ExportLinks({ harnessId, runId }: { harnessId: string; runId: string }) {
  const t = useT();
  return (
    <section className="robustness-export" aria-labelledby="robustness-export-title">
      <h2 id="robustness-export-title" className="section-title">
        {t('robustness.exportTitle')}
      </h2>
      <p className="muted">{t('robustness.exportHint')}</p>
      <div className="row-actions">
        {EXPORT_FORMATS.map((format) => (
          <a
            key={format}
            className="button-link"
            href={robustnessExportUrl(harnessId, runId, format)}
            download
          >
            {t(`robustness.export.${format}`)}
          </a>
        ))}
      </div>
    </section>
  );
}
