import { InstantField } from '../../../components/ui/instant-field';
import type { FieldMessage } from '../../../components/ui/field';
import { useT } from '../../../lib/i18n';

interface Props {
  /** The time set in the room; undefined while it follows the clock. */
  now: string | undefined;
  /** What the room sends now: the time set, else the clock's. */
  shown: string | undefined;
  /** The harness's `settings.timeZone`, where the time is picked. */
  zone: string;
  onChange: (now: string | undefined) => void;
  errors: readonly FieldMessage[];
}

/**
 * The room's time: the clock's by default, said so; a time picked stays until "Now". It
 * decides which promotions are active, as the runtime decides with the context's `now`.
 */
export function RoomClock({ now, shown, zone, onChange, errors }: Props) {
  const t = useT();
  const following = now === undefined;
  return (
    <div className="room-clock" data-testid="room-clock">
      <InstantField
        pointer="/context/now"
        label={t('preview.now')}
        hint={following ? t('preview.nowFollowing') : t('preview.nowSet')}
        value={shown}
        zone={zone}
        onChange={onChange}
        errors={errors}
      />
      <button
        type="button"
        className="room-clock-now"
        aria-pressed={following}
        disabled={following}
        title={t('preview.nowButtonHint')}
        onClick={() => onChange(undefined)}
      >
        {t('preview.nowButton')}
      </button>
    </div>
  );
}
