import { Link } from 'react-router';
import { useT } from '../../../../lib/i18n';
import { useOverview } from '../../api/get-overview';
import { ModelNotice } from './model-notice';
import '../../harnesses.css';

/**
 * A merchant's overview: its own shop and the next step it can take (its settings, a preview
 * of its host). No base pass rates, labels or publish state: nothing there is the merchant's
 * to act on.
 */
export function ShopOverview({
  harnessId,
  shopId,
  shopName,
}: {
  harnessId: string;
  shopId: string;
  shopName: string;
}) {
  const t = useT();
  const overview = useOverview(harnessId);
  const base = `/harnesses/${encodeURIComponent(harnessId)}`;
  return (
    <>
      <div className="overview-head">
        <h1>{t('nextStep.shop.title', { shop: shopName })}</h1>
      </div>
      {overview.data && <ModelNotice endpoint={overview.data.endpoint} technical={false} shop />}
      <section className="card next-step" aria-labelledby="ov-next" data-testid="next-step">
        <h2 id="ov-next">{t('nextStep.title')}</h2>
        <p>{t('nextStep.shop.body')}</p>
        <p className="row-actions">
          <Link
            className="button-link button-primary"
            to={`${base}/shops/${encodeURIComponent(shopId)}`}
            data-testid="next-step-own"
          >
            {t('nextStep.shop.edit')}
          </Link>
          <Link className="button-link" to={`${base}/preview`}>
            {t('nextStep.shop.preview')}
          </Link>
        </p>
      </section>
    </>
  );
}
