import { isApiError } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { ErrorNotice } from './async-state';

interface Props {
  /** The run's cancel mutation; null while the run may not be stopped (ended, or no right). */
  cancel: { isPending: boolean; isError: boolean; error: unknown } | null;
  onCancel: () => void;
  /** How following the run's stream goes. */
  follow: { reconnecting: boolean; error: unknown };
}

/** What every followed run shows under its progress: Cancel, and what went wrong with it. */
export function RunFollowNotices({ cancel, onCancel, follow }: Props) {
  const t = useT();
  // 409: the run ended meanwhile; the stream says how.
  const cancelFailed = cancel?.isError && !isApiError(cancel.error, 409);
  return (
    <>
      {cancel && (
        <button
          type="button"
          className="button-danger"
          disabled={cancel.isPending}
          onClick={onCancel}
        >
          {cancel.isPending ? t('tests.runCancelling') : t('tests.runCancel')}
        </button>
      )}
      {cancelFailed && <ErrorNotice title={t('tests.cancelFailed')} error={cancel.error} />}
      {follow.reconnecting && !follow.error && <p className="muted">{t('tests.streamLost')}</p>}
      {follow.error !== null && (
        <ErrorNotice title={t('tests.streamFailed')} error={follow.error} />
      )}
    </>
  );
}
