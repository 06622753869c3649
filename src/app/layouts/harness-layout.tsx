import { NavLink, Outlet, useParams } from 'react-router';
import { useT } from '../../lib/i18n';
import { useSession } from '../../features/auth/api/get-session';
import { canReadAudit, canWriteEntity } from '../../features/auth/permissions';
import { useHarness } from '../../features/harnesses/api/get-harness';
import { EntityNav } from '../../features/editor/components/entity-nav';
import { useVisibleKinds } from './use-visible-kinds';

/** One harness: its parts in a side navigation, the chosen screen beside it. */
export default function HarnessLayout() {
  const t = useT();
  const id = useParams().id ?? '';
  const harness = useHarness(id);
  const actor = useSession().data?.actor;
  const kinds = useVisibleKinds();
  const base = `/harnesses/${encodeURIComponent(id)}`;
  return (
    <div className="harness-layout">
      <aside className="side-nav">
        <nav aria-label={t('nav.harness')}>
          <p className="side-title">
            <NavLink to={base} end className="nav-item">
              {harness.data?.name ?? id}
            </NavLink>
          </p>
          <EntityNav
            harnessId={id}
            kinds={kinds}
            writable={kinds.filter((k) => canWriteEntity(actor, k))}
          />
          {actor?.role === 'merchant' && actor.shopId ? (
            <NavLink to={`${base}/shops/${encodeURIComponent(actor.shopId)}`} className="nav-item">
              {t('nav.myShop')}
            </NavLink>
          ) : (
            <NavLink to={`${base}/shops`} className="nav-item">
              {t('nav.shops')}
            </NavLink>
          )}
          <NavLink to={`${base}/preview`} className="nav-item">
            {t('nav.preview')}
          </NavLink>
          {actor?.role !== 'merchant' && (
            <NavLink to={`${base}/versions`} className="nav-item">
              {t('nav.versions')}
            </NavLink>
          )}
          {actor?.role !== 'merchant' && (
            <NavLink to={`${base}/tests`} className="nav-item">
              {t('nav.tests')}
            </NavLink>
          )}
          {canReadAudit(actor) && (
            <NavLink to={`${base}/audit`} className="nav-item">
              {t('nav.audit')}
            </NavLink>
          )}
        </nav>
      </aside>
      <div className="harness-main">
        <Outlet />
      </div>
    </div>
  );
}
