import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import type { VariantInfo } from '../store/preview-store';

interface Props {
  harnessId: string;
  variant: VariantInfo;
  canRun: boolean;
  onAsk: () => void;
  onLeave: () => void;
}

/**
 * Says, above everything, that turns run under a robustness run's variant and not the
 * harness state the picker shows: its tools and skills have other names.
 */
export function VariantBanner({ harnessId, variant, canRun, onAsk, onLeave }: Props) {
  const t = useT();
  const report = `/harnesses/${encodeURIComponent(harnessId)}/tests/robustness/${encodeURIComponent(variant.runId)}`;
  return (
    <section
      className="notice notice-warning variant-banner"
      aria-labelledby="variant-banner-title"
      data-testid="variant-banner"
    >
      <h2 id="variant-banner-title" className="replay-title">
        {t('preview.variant.banner', { arm: variant.arm, run: variant.runId.slice(0, 8) })}
      </h2>
      {variant.name && <p>{t('preview.variant.case', { name: variant.name })}</p>}
      <p className="field-hint">{t('preview.variant.hint')}</p>
      <div className="row-actions">
        {variant.question !== null && (
          <button type="button" className="button-primary" disabled={!canRun} onClick={onAsk}>
            {t('preview.variant.ask')}
          </button>
        )}
        <Link to={`${report}?arm=${encodeURIComponent(variant.arm)}`}>
          {t('preview.variant.openRun')}
        </Link>
        <button type="button" onClick={onLeave}>
          {t('preview.variant.leave')}
        </button>
      </div>
    </section>
  );
}
