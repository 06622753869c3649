import { useT } from '../../lib/i18n';
import { useSession } from '../../features/auth/api/get-session';
import { canCreateHarness } from '../../features/auth/permissions';
import { canArchiveHarness } from '../../harness/roles';
import { ArchivedHarnesses } from '../../features/harnesses/components/archived-harnesses';
import { HarnessSummaries } from '../../features/harnesses/components/harness-summaries';
import { CreateFromSample } from '../../features/harnesses/components/create-from-sample';
import { MerchantHome } from './merchant-overview';

/**
 * The landing screen: every harness the user may see, with what production and staging
 * serve, the latest tests and whether the draft moved on. A broken API shows as the list's
 * error banner, not as a status line. A merchant's home is its own shop.
 */
export function HomePage() {
  const t = useT();
  const session = useSession();
  const actor = session.data?.actor;
  if (actor?.role === 'merchant' && actor.shopId) {
    return (
      <section className="page">
        <MerchantHome shopId={actor.shopId} />
      </section>
    );
  }
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
      {actor && canArchiveHarness(actor) && <ArchivedHarnesses />}
    </section>
  );
}
