import { useNavigate, useParams } from 'react-router';
import { useT } from '../../lib/i18n';
import { useSession } from '../../features/auth/api/get-session';
import { useLabels } from '../../features/publish/api/get-labels';
import { MergedView } from '../../features/shops/components/merged-view';
import { OverlayForm } from '../../features/shops/components/overlay-form';
import { OverlayHistory } from '../../features/shops/components/overlay-history';
import { canEditOverlay } from '../../features/shops/model/permissions';
import { ShopRequests } from '../../features/release/components/shop-requests';

/**
 * One shop: its overlay form and, below, what its host runs. "Preview my host" opens the
 * preview on the shop; an unsaved overlay rides along in the navigation state (never in the
 * address, where it would be kept in the history and could outgrow it).
 */
export default function ShopPage() {
  const { id = '', shopId = '' } = useParams();
  const actor = useSession().data?.actor;
  const navigate = useNavigate();
  const t = useT();
  // The base states a host can run: the draft, and each label that points at a version.
  const labels = useLabels(id).data ?? [];
  const sources = [
    { value: 'draft', label: t('preview.sourceDraft') },
    ...labels
      .filter((l) => l.version !== null)
      .map((l) => ({
        value: `label:${l.name}`,
        label: t('preview.sourceLabel', { label: l.name, version: l.version! }),
      })),
  ];
  const preview = (overlay: unknown) =>
    navigate(`/harnesses/${encodeURIComponent(id)}/preview?shop=${encodeURIComponent(shopId)}`, {
      state: overlay ? { overlay } : null,
    });
  return (
    <div key={`${id}/${shopId}`}>
      <OverlayForm
        harnessId={id}
        shopId={shopId}
        readOnly={!canEditOverlay(actor, shopId)}
        onPreview={preview}
      />
      {/* Where the base reviews overlay changes, a saved overlay waits here as a request. */}
      <ShopRequests
        harnessId={id}
        shopId={shopId}
        requestHref={(n) => `/harnesses/${encodeURIComponent(id)}/requests/${n}`}
      />
      <MergedView harnessId={id} shopId={shopId} sources={sources} />
      <OverlayHistory harnessId={id} shopId={shopId} />
    </div>
  );
}
