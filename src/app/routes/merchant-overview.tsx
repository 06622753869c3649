import { useQuery } from '@tanstack/react-query';
import { Loading } from '../../components/ui/async-state';
import { apiFetch } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { ShopOverview } from '../../features/harnesses/components/overview/shop-overview';
import { useShop } from '../../features/shops/api/get-shop';

/** A merchant's own shop on a harness: its name from the shop, never the base's. */
export function MerchantOverview({ harnessId, shopId }: { harnessId: string; shopId: string }) {
  const shop = useShop(harnessId, shopId);
  return (
    <ShopOverview harnessId={harnessId} shopId={shopId} shopName={shop.data?.shop.name ?? shopId} />
  );
}

/**
 * A merchant's home: its shop on each harness the server lists for it (its shop's harnesses
 * only), not the base's labels, runs or draft, which are not its to act on.
 */
export function MerchantHome({ shopId }: { shopId: string }) {
  const t = useT();
  const list = useQuery({
    queryKey: ['harnesses', 'own-shop', shopId, 'all'],
    queryFn: () => apiFetch<{ items: { id: string }[] }>('/harnesses?limit=20'),
  });
  if (list.isPending) return <Loading label={t('common.loading')} />;
  return (
    <>
      {(list.data?.items ?? []).map((h) => (
        <MerchantOverview key={h.id} harnessId={h.id} shopId={shopId} />
      ))}
    </>
  );
}
