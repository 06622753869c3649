import { ErrorNotice } from '../../../components/ui/async-state';
import { useT } from '../../../lib/i18n';
import { useCloseChangeRequest } from '../api/close-change-request';
import { usePublishChangeRequest } from '../api/publish-change-request';
import type { RequestActions } from '../model/request-actions';

interface Props {
  harnessId: string;
  n: number;
  actions: RequestActions;
}

/** Publish now or close; a refusal (the gate, the quorum, a closed request) is said here. */
export function RequestActionsBar({ harnessId, n, actions }: Props) {
  const t = useT();
  const publish = usePublishChangeRequest();
  const close = useCloseChangeRequest();
  // Once published nothing is left to do, but the confirmation stays where the button was.
  if (!actions.publish && !actions.close && !publish.isSuccess) return null;
  const busy = publish.isPending || close.isPending;
  return (
    <div className="request-actions">
      <div className="row-actions">
        {actions.publish && (
          <button
            type="button"
            className="button-primary"
            disabled={busy}
            onClick={() => publish.mutate({ harnessId, n })}
          >
            {t('requests.publish')}
          </button>
        )}
        {actions.close && (
          <button
            type="button"
            className="secondary"
            disabled={busy}
            onClick={() => close.mutate({ harnessId, n })}
          >
            {t('requests.close')}
          </button>
        )}
      </div>
      {publish.isError && <ErrorNotice title={t('requests.publishFailed')} error={publish.error} />}
      {close.isError && <ErrorNotice title={t('requests.closeFailed')} error={close.error} />}
      {publish.isSuccess && (
        <p role="status" className="notice notice-ok">
          {t('requests.published')}
        </p>
      )}
    </div>
  );
}
