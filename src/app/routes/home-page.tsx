import { useT } from '../../lib/i18n';
import { useSession } from '../../features/auth/api/get-session';
import { canCreateHarness } from '../../features/auth/permissions';
import { HarnessSummaries } from '../../features/harnesses/components/harness-summaries';
import { CreateFromSample } from '../../features/harnesses/components/create-from-sample';

/**
 * The landing screen: every harness the user may see, with what production and staging
 * serve, the latest tests and whether the draft moved on. A broken API shows as the list's
 * error banner, not as a status line.
 */
export function HomePage() {
  const t = useT();
  const session = useSession();
  return (
    <section className="page">
      <div className="page-head">
        <div>
          <h1>{t('home.title')}</h1>
          <p className="muted">{t('home.intro')}</p>
        </div>
        {canCreateHarness(session.data?.actor) && <CreateFromSample />}
      </div>
      <HarnessSummaries />
    </section>
  );
}
