import { Link, useRouteError } from 'react-router';
import { ErrorNotice } from '../../components/ui/async-state';
import { useT } from '../../lib/i18n';

/** Shown when a screen fails to load or render: say so, and offer the way home. */
export function RouteError() {
  const t = useT();
  const error = useRouteError();
  return (
    <main className="page">
      <ErrorNotice title={t('error.screen')} error={error}>
        <p>
          <Link to="/">{t('nav.home')}</Link>
        </p>
      </ErrorNotice>
    </main>
  );
}
