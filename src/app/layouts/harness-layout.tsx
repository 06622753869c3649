import { useMemo } from 'react';
import { Outlet, useParams } from 'react-router';
import { useT } from '../../lib/i18n';
import { useSession } from '../../features/auth/api/get-session';
import { canWriteEntity } from '../../features/auth/permissions';
import { useHarness } from '../../features/harnesses/api/get-harness';
import { EntityNav } from '../../features/editor/components/entity-nav';
import { JobNav } from './job-nav';
import { useVisibleKinds } from './use-visible-kinds';
import './side-nav.css';

/**
 * One harness: the side navigation (the jobs first, always in view; the draft's parts
 * under them, scrolling on their own) and the chosen screen beside it, which the skip
 * link and route changes land on (`#content`).
 */
export default function HarnessLayout() {
  const t = useT();
  const id = useParams().id ?? '';
  const harness = useHarness(id);
  const actor = useSession().data?.actor;
  const kinds = useVisibleKinds();
  const writable = useMemo(() => kinds.filter((k) => canWriteEntity(actor, k)), [kinds, actor]);
  return (
    <div className="harness-layout">
      <aside className="side-nav">
        <nav aria-label={t('nav.harness')} className="side-nav-inner">
          <p className="side-title" title={harness.data?.name ?? id}>
            {harness.data?.name ?? id}
          </p>
          <JobNav harnessId={id} />
          <EntityNav harnessId={id} kinds={kinds} writable={writable} />
        </nav>
      </aside>
      <div className="harness-main" id="content" tabIndex={-1}>
        <Outlet />
      </div>
    </div>
  );
}
