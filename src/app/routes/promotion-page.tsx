import { useParams } from 'react-router';
import { useSession } from '../../features/auth/api/get-session';
import { canWriteEntity } from '../../features/auth/permissions';
import { PromotionEditor } from '../../features/editor/components/promotion-editor';
import { ShopScopeField } from '../../features/shops/components/shop-scope-field';
import { EntityGuard } from './entity-guard';

export default function PromotionPage() {
  const { id = '', promotionId = '' } = useParams();
  const actor = useSession().data?.actor;
  return (
    <EntityGuard kind="promotion">
      <PromotionEditor
        key={promotionId}
        harnessId={id}
        promotionId={promotionId}
        readOnly={!canWriteEntity(actor, 'promotion')}
        // A campaign of the base reaches all its shops, a list or a tag, counted as one edits.
        shopScope={(field) => <ShopScopeField harnessId={id} {...field} />}
      />
    </EntityGuard>
  );
}
