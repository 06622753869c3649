import { useT } from '../../../../lib/i18n';
import { useModelStatus } from '../../api/get-model-status';

/**
 * Whether the draft's model server answers, said before anyone types a question: when it
 * does not, how to start one (the words the preview uses when a turn finds no server). Who
 * does not run model servers (`technical` false) reads plainly whom to ask; the command
 * stays behind "Details".
 */
export function ModelNotice({
  endpoint,
  technical = true,
  shop = false,
}: {
  endpoint: string;
  technical?: boolean;
  /** A merchant's screen: its preview is all that waits for the model (it runs no tests). */
  shop?: boolean;
}) {
  const t = useT();
  const status = useModelStatus(endpoint);
  // A failed probe request says nothing about the model server: the page has its own banner.
  if (status.isPending || status.isError) return null;
  if (status.data.reachable) {
    return (
      <p className="muted" data-testid="model-up">
        {t('overviewPage.model.up', { endpoint })}
      </p>
    );
  }
  const detail = status.data.configured
    ? t('overviewPage.model.down', { endpoint })
    : t('overviewPage.model.unknown', { endpoint });
  return (
    <div className="notice notice-warning model-notice" role="alert" data-testid="model-down">
      {technical ? (
        detail
      ) : (
        <>
          <p className="model-plain">{t(shop ? 'modelDown.overviewShop' : 'modelDown.overview')}</p>
          <details className="model-details">
            <summary>{t('modelDown.details')}</summary>
            <p>{detail}</p>
          </details>
        </>
      )}
    </div>
  );
}
