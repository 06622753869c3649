import { useParams } from 'react-router';
import { useT } from '../../lib/i18n';
import { useHarness } from '../../features/harnesses/api/get-harness';
import { OverviewPanel } from '../../features/harnesses/components/overview/overview-panel';
import { DraftOverview } from '../../features/editor/components/draft-overview';
import { useSession } from '../../features/auth/api/get-session';
import { canCreateVersion, canMoveLabel } from '../../features/auth/permissions';
import { canRunTests } from '../../harness/roles';
import { useVisibleKinds } from '../layouts/use-visible-kinds';

/**
 * A harness's first screen: the jobs (preview, tests, publish), what each label serves, the
 * draft's changes since production, the latest runs, the gate and recent activity; then the
 * draft's parts and checks.
 */
export default function OverviewPage() {
  const t = useT();
  const id = useParams().id ?? '';
  const harness = useHarness(id);
  const actor = useSession().data?.actor;
  const kinds = useVisibleKinds();
  return (
    <section className="page">
      <OverviewPanel
        harnessId={id}
        title={harness.data?.name ?? id}
        canRunTests={!!actor && canRunTests(actor)}
        canPublish={canCreateVersion(actor) || canMoveLabel(actor, 'production')}
      />
      <h2 className="section-title">{t('overview.draft')}</h2>
      <DraftOverview harnessId={id} kinds={kinds} />
    </section>
  );
}
