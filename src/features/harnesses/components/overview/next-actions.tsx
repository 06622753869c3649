import { Link } from 'react-router';
import { useT } from '../../../../lib/i18n';

export interface NextActionsProps {
  harnessId: string;
  canRunTests: boolean;
  canPublish: boolean;
}

/**
 * The jobs people open a harness for, first on the screen. They lead to the screens that do
 * them, so they are links, drawn as buttons.
 */
export function NextActions({ harnessId, canRunTests, canPublish }: NextActionsProps) {
  const t = useT();
  const base = `/harnesses/${encodeURIComponent(harnessId)}`;
  return (
    <nav className="next-actions" aria-label={t('overviewPage.actions')}>
      <Link className="button-link button-primary" to={`${base}/preview`}>
        {t('overviewPage.preview')}
      </Link>
      {canRunTests && (
        <Link className="button-link" to={`${base}/tests`}>
          {t('overviewPage.runTests')}
        </Link>
      )}
      {canPublish && (
        <Link className="button-link" to={`${base}/versions`}>
          {t('overviewPage.publish')}
        </Link>
      )}
    </nav>
  );
}
