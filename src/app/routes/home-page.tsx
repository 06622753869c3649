import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { useSession } from '../../features/auth/api/get-session';
import { canCreateHarness } from '../../features/auth/permissions';
import { HarnessList } from '../../features/harnesses/components/harness-list';
import { CreateFromSample } from '../../features/harnesses/components/create-from-sample';

interface Health {
  status: string;
  auth: string;
}

export function HomePage() {
  const t = useT();
  const session = useSession();
  const health = useQuery({ queryKey: ['health'], queryFn: () => apiFetch<Health>('/health') });
  const status = health.isPending
    ? t('health.connecting')
    : health.isError
      ? t('health.unreachable')
      : health.data.status;
  return (
    <section className="page">
      <div className="page-head">
        <div>
          <h1>Harness Studio</h1>
          <p>{t('home.intro')}</p>
        </div>
        <p role="status" className="api-status">
          API: {status}
        </p>
      </div>
      <h2 className="section-title">{t('harnesses.title')}</h2>
      <HarnessList />
      {canCreateHarness(session.data?.actor) && <CreateFromSample />}
    </section>
  );
}
