import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Loading } from '../../components/ui/async-state';
import { LanguageSwitch } from '../../components/ui/language-switch';
import { useT } from '../../lib/i18n';
import { useSession } from '../../features/auth/api/get-session';
import { SignInForm } from '../../features/auth/components/sign-in-form';
import { useLanguageDefault } from '../layouts/use-language-default';
import { useScreenTitle } from '../layouts/use-screen-title';

/** Only same-site paths, so a crafted link cannot send people elsewhere after sign-in. */
function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

export function SignInPage() {
  const t = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const next = safeNext(params.get('next'));
  useLanguageDefault(session.data?.actor.role);
  // Outside the root layout, which sets the title for every other screen.
  useScreenTitle();

  if (session.isPending) return <Loading label={t('common.loading')} />;
  // Local single-user mode (or an existing session): nothing to sign in to.
  if (session.data) return <Navigate to={next} replace />;
  return (
    <main className="page page-narrow" id="main">
      <div className="sign-in-top">
        <h1>{t('signIn.title')}</h1>
        <LanguageSwitch />
      </div>
      <p>{t('signIn.intro')}</p>
      <SignInForm onSignedIn={() => navigate(next, { replace: true })} />
    </main>
  );
}
