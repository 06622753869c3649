import { useParams } from 'react-router';
import { ErrorNotice, Loading } from '../../components/ui/async-state';
import { useT } from '../../lib/i18n';
import { useHarness } from '../../features/harnesses/api/get-harness';
import { LabelBadges } from '../../features/harnesses/components/label-badges';
import { DraftOverview } from '../../features/editor/components/draft-overview';
import { useLabels } from '../../features/publish/api/get-labels';
import { useVisibleKinds } from '../layouts/use-visible-kinds';

export default function OverviewPage() {
  const t = useT();
  const id = useParams().id ?? '';
  const harness = useHarness(id);
  const labels = useLabels(id);
  const kinds = useVisibleKinds();
  if (harness.isPending) return <Loading label={t('common.loading')} />;
  if (harness.isError) return <ErrorNotice title={t('harness.loadFailed')} error={harness.error} />;
  return (
    <section className="page">
      <h1>{harness.data.name}</h1>
      <h2 className="section-title">{t('labels.title')}</h2>
      <LabelBadges labels={labels.data} />
      <h2 className="section-title">{t('overview.draft')}</h2>
      <DraftOverview harnessId={id} kinds={kinds} />
    </section>
  );
}
