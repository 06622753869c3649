import { useT } from '../../../../lib/i18n';
import { useModelStatus } from '../../api/get-model-status';

/**
 * Whether the draft's model server answers, said before anyone types a question: when it
 * does not, how to start one (the words the preview uses when a turn finds no server).
 */
export function ModelNotice({ endpoint }: { endpoint: string }) {
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
  return (
    <div className="notice notice-warning model-notice" role="alert" data-testid="model-down">
      {status.data.configured
        ? t('overviewPage.model.down', { endpoint })
        : t('overviewPage.model.unknown', { endpoint })}
    </div>
  );
}
