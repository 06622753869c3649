import { Link, Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { ErrorNotice, Loading } from '../../components/ui/async-state';
import { LanguageSwitch } from '../../components/ui/language-switch';
import { useActorName } from '../../lib/actor-name';
import { useT } from '../../lib/i18n';
import { useSession } from '../../features/auth/api/get-session';
import { useDeleteSession } from '../../features/auth/api/delete-session';
import { focusScreenStart } from './screen-focus';
import { useLanguageDefault } from './use-language-default';
import { useRouteFocus } from './use-route-focus';
import { useScreenTitle } from './use-screen-title';
import './screen.css';

/** Header and navigation around every signed-in screen; no session sends you to sign in. */
export function RootLayout() {
  const t = useT();
  const actorName = useActorName();
  const session = useSession();
  const signOut = useDeleteSession();
  const location = useLocation();
  useLanguageDefault(session.data?.actor.role);
  useScreenTitle();
  useRouteFocus();

  if (session.isPending) return <Loading label={t('common.loading')} />;
  if (session.isError) {
    return (
      <main className="page">
        <ErrorNotice title={t('error.session')} error={session.error} />
      </main>
    );
  }
  if (!session.data) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/sign-in?next=${next}`} replace />;
  }
  const { actor, authMode } = session.data;
  return (
    <>
      {/* To the screen's heading, past the header and a harness's side navigation. */}
      <a
        className="skip-link"
        href="#main"
        onClick={(e) => {
          e.preventDefault();
          focusScreenStart();
        }}
      >
        {t('nav.skip')}
      </a>
      <header className="app-header">
        <Link to="/" className="brand">
          Harness Studio
        </Link>
        <nav aria-label={t('nav.main')}>
          <NavLink to="/" end>
            {actor.role === 'merchant' ? t('nav.shopHome') : t('nav.harnesses')}
          </NavLink>
        </nav>
        <div className="header-end">
          <LanguageSwitch />
          <span className="actor" data-testid="actor">
            {actorName(actor.name)} · {t(`role.${actor.role}`)}
            {actor.shopId ? ` · ${actor.shopId}` : ''}
          </span>
          {authMode === 'token' && (
            <button type="button" className="button-quiet" onClick={() => signOut.mutate()}>
              {t('header.signOut')}
            </button>
          )}
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
