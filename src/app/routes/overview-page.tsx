import { useParams } from 'react-router';
import { useT } from '../../lib/i18n';
import { useHarness } from '../../features/harnesses/api/get-harness';
import { OverviewPanel } from '../../features/harnesses/components/overview/overview-panel';
import { DraftOverview } from '../../features/editor/components/draft-overview';
import { useSession } from '../../features/auth/api/get-session';
import { canMoveLabel } from '../../features/auth/permissions';
import { canRunTests } from '../../harness/roles';
import { useVisibleKinds } from '../layouts/use-visible-kinds';
import { AwaitingReview } from '../../features/release/components/awaiting-review';
import { FailedSchedules } from '../../features/release/components/failed-schedules';
import { PendingWindowEnds } from '../../features/release/components/pending-window-ends';
import { ShopRequests } from '../../features/release/components/shop-requests';
import { MerchantOverview } from './merchant-overview';

/**
 * A harness's first screen: the jobs (preview, tests, publish), the person's next step, what
 * each label serves, the draft's changes since production, the latest runs, the gate and
 * recent activity; then the draft's parts and checks. A merchant sees its own shop instead.
 */
export default function OverviewPage() {
  const t = useT();
  const id = useParams().id ?? '';
  const harness = useHarness(id);
  const actor = useSession().data?.actor;
  const kinds = useVisibleKinds();
  const requestHref = (n: number) => `/harnesses/${encodeURIComponent(id)}/requests/${n}`;
  if (actor?.role === 'merchant' && actor.shopId) {
    return (
      <section className="page">
        <MerchantOverview harnessId={id} shopId={actor.shopId} />
        {/* Its saved settings waiting for review, where the base asks for it. */}
        <ShopRequests harnessId={id} shopId={actor.shopId} requestHref={requestHref} />
      </section>
    );
  }
  return (
    <section className="page">
      <OverviewPanel
        harnessId={id}
        title={harness.data?.name ?? id}
        actor={actor}
        canRunTests={!!actor && canRunTests(actor)}
        // Publishing is moving production; making versions is the next-step card's offer.
        canPublish={canMoveLabel(actor, 'production')}
      />
      <PendingWindowEnds harnessId={id} requestHref={requestHref} />
      <FailedSchedules harnessId={id} requestHref={requestHref} />
      <AwaitingReview harnessId={id} requestHref={requestHref} />
      <h2 className="section-title">{t('overview.draft')}</h2>
      <DraftOverview harnessId={id} kinds={kinds} />
    </section>
  );
}
