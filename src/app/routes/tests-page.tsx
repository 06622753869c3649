import { useParams } from 'react-router';
import { useT } from '../../lib/i18n';
import { useSession } from '../../features/auth/api/get-session';
import { mayEditTests, mayRunTests } from '../../features/tests/model/permissions';
import { RunHistory } from '../../features/tests/components/run-history';
import { RunSuiteSection } from '../../features/tests/components/run-suite-section';
import { SuiteSection } from '../../features/tests/components/suite-section';
import { RobustnessSection } from '../../features/robustness/components/robustness-section';
import { RestatementsSection } from '../../features/restatements/components/restatements-section';
import { usePointerLink } from './use-pointer-link';

/**
 * QA's screen: run the suite and follow it, the recent runs, the suite's robustness on
 * harness variants, the review of model-written restatements those runs may use, and the
 * suite itself.
 */
export default function TestsPage() {
  const t = useT();
  const id = useParams().id ?? '';
  const actor = useSession().data?.actor;
  const pointerLink = usePointerLink(id);
  return (
    <section className="page tests-page">
      <h1>{t('tests.title')}</h1>
      <RunSuiteSection key={id} harnessId={id} canRun={mayRunTests(actor)} />
      <RunHistory harnessId={id} />
      <RobustnessSection key={`robustness-${id}`} harnessId={id} canRun={mayRunTests(actor)} />
      <RestatementsSection
        key={`restatements-${id}`}
        harnessId={id}
        canReview={mayRunTests(actor)}
      />
      <SuiteSection harnessId={id} canEdit={mayEditTests(actor)} linkForPointer={pointerLink} />
    </section>
  );
}
