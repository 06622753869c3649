import { useT } from '../../../lib/i18n';

interface Props {
  saving: boolean;
  onTakeTheirs: () => void;
  onKeepMine: () => void;
}

/** Someone saved this shop's overlay after this edit began: nothing is lost until one picks. */
export function OverlayConflict({ saving, onTakeTheirs, onKeepMine }: Props) {
  const t = useT();
  return (
    <div className="notice notice-warning" role="alert">
      <strong>{t('shops.conflictTitle')}</strong>
      <p>{t('shops.conflictExplain')}</p>
      <div className="conflict-actions">
        <button type="button" disabled={saving} onClick={onKeepMine}>
          {t('shops.conflictKeepMine')}
        </button>
        <button type="button" disabled={saving} onClick={onTakeTheirs}>
          {t('shops.conflictTakeTheirs')}
        </button>
      </div>
    </div>
  );
}
