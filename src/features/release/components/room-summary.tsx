import type { LiveContext } from '../../../harness';
import { useT } from '../../../lib/i18n';

/** Who is in the room and what is on screen, so a reviewer knows what the answers are to. */
export function RoomSummary({ context }: { context: LiveContext }) {
  const t = useT();
  const { product, viewer } = context;
  const kind = viewer?.kind ?? 'new';
  const who = [viewer?.nickname, t(`preview.kind.${kind}`), viewer?.memberTier]
    .filter(Boolean)
    .join(' · ');
  return (
    <p className="muted pin-room" data-testid="pin-room">
      {product
        ? t('requests.pinRoomProduct', { product: product.name, price: product.price })
        : t('requests.pinRoomNoProduct')}{' '}
      {t('requests.pinRoomViewer', { viewer: who })}
    </p>
  );
}
