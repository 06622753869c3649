import { Navigate, useParams } from 'react-router';
import { useSession } from '../../features/auth/api/get-session';
import { ShopList } from '../../features/shops/components/shop-list';
import { canListShops, canManageShops } from '../../features/shops/model/permissions';

/** The shops on a base harness; a merchant, who sees only its own, lands on that one. */
export default function ShopsPage() {
  const id = useParams().id ?? '';
  const actor = useSession().data?.actor;
  const base = `/harnesses/${encodeURIComponent(id)}/shops`;
  if (actor && !canListShops(actor) && actor.shopId) {
    return <Navigate to={`${base}/${encodeURIComponent(actor.shopId)}`} replace />;
  }
  return (
    <ShopList
      key={id}
      harnessId={id}
      canManage={canManageShops(actor)}
      shopHref={(shopId) => `${base}/${encodeURIComponent(shopId)}`}
    />
  );
}
