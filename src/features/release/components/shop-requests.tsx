import { useT } from '../../../lib/i18n';
import { useChangeRequests } from '../api/get-change-requests';
import { RequestTable } from './request-table';
import '../release.css';

interface Props {
  harnessId: string;
  shopId: string;
  requestHref: (n: number) => string;
}

/**
 * A shop's change requests (its saved settings waiting for review, where the base asks for
 * it): the merchant sees where each stands. Nothing when there are none.
 */
export function ShopRequests({ harnessId, shopId, requestHref }: Props) {
  const t = useT();
  const list = useChangeRequests(harnessId, { shop: shopId });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  if (items.length === 0) return null;
  return (
    <section className="group shop-requests" aria-labelledby="shop-requests-title">
      <h2 id="shop-requests-title" className="section-title">
        {t('requests.shopRequests')}
      </h2>
      <RequestTable
        requests={items}
        requestHref={requestHref}
        caption={t('requests.shopRequests')}
      />
    </section>
  );
}
