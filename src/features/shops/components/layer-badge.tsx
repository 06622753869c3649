import { useT } from '../../../lib/i18n';
import type { Layer } from '../model/merged-view';

/** Which layer a part of the merged host comes from: the platform's base or this shop. */
export function LayerBadge({ layer }: { layer: Layer }) {
  const t = useT();
  return (
    <span className={`badge badge-layer-${layer}`} data-layer={layer}>
      {layer === 'base' ? t('shops.layer.base') : t('shops.layer.overlay')}
    </span>
  );
}
