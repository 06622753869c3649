import type { HarnessDocument, LiveContext } from '../../../harness';
import { useT } from '../../../lib/i18n';
import { phaseText } from '../../../lib/promotion-phase-text';
import { roomPromotions } from '../model/room-promotions';

interface Props {
  /** The state of the harness the room previews (its first target); null while unread. */
  doc: HarnessDocument | null | undefined;
  context: LiveContext;
  /** The room's time as sent. */
  now: string | undefined;
}

/** Which promotions the host is told of at the room's time, for its viewer; the rest by state. */
export function RoomPromotions({ doc, context, now }: Props) {
  const t = useT();
  if (!doc || !now) return null;
  const rows = roomPromotions(doc, context, now);
  const active = rows.filter((r) => r.active).length;
  return (
    <section
      className="room-promotions"
      aria-labelledby="room-promotions-title"
      data-testid="room-promotions"
    >
      <h3 id="room-promotions-title">{t('preview.roomPromotions')}</h3>
      <p className="muted" aria-live="polite">
        {rows.length === 0
          ? t('preview.roomNoPromotions')
          : active === 0
            ? t('preview.roomNoneActive')
            : t('preview.roomActiveCount', { count: active })}
      </p>
      {rows.length > 0 && (
        <ul className="room-promotion-list">
          {rows.map(({ promotion, state, active: on }) => (
            <li
              key={promotion.id}
              className={on ? 'room-promotion room-promotion-active' : 'room-promotion'}
              data-testid="room-promotion"
              data-active={on}
            >
              <span className="room-promotion-name">{promotion.name}</span>{' '}
              <span className="room-promotion-state">
                {on
                  ? t('preview.roomActive')
                  : state.phase === 'running'
                    ? t('preview.roomNotForViewer')
                    : phaseText(t, state)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
