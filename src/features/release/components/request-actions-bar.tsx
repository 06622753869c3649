import { ErrorNotice } from '../../../components/ui/async-state';
import { useLanguage, useT } from '../../../lib/i18n';
import { refusalMessage } from '../../../lib/problem-message';
import { useCloseChangeRequest } from '../api/close-change-request';
import { usePublishChangeRequest } from '../api/publish-change-request';
import type { RequestActions } from '../model/request-actions';
import type { ChangeRequest } from '../types';

interface Props {
  harnessId: string;
  n: number;
  actions: RequestActions;
  /** The gate's verdict on the proposal now: a refusal holds Publish now back, saying why. */
  gate?: ChangeRequest['gate'];
}

/** Publish now or close; a refusal (the gate, the quorum, a closed request) is said here. */
export function RequestActionsBar({ harnessId, n, actions, gate = null }: Props) {
  const t = useT();
  const lang = useLanguage();
  // The server would refuse the publish for the same reason: say it before the click.
  const refused = gate ? refusalMessage(gate, lang) : null;
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
            disabled={busy || refused !== null}
            aria-describedby={refused ? 'request-publish-waits' : undefined}
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
      {actions.publish && refused && (
        <p id="request-publish-waits" className="field-hint" title={refused.english}>
          {t('requests.publishWaitsGate', { reason: refused.text })}
        </p>
      )}
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
