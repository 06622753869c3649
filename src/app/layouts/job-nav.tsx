import { NavLink } from 'react-router';
import { useT } from '../../lib/i18n';
import { useSession } from '../../features/auth/api/get-session';
import { canReadAudit } from '../../features/auth/permissions';

interface Job {
  to: string;
  label: string;
  /** Active only on this exact path (the overview would else be active everywhere). */
  end?: boolean;
}

/** What people come to a harness for, in the order they do it; each role sees its own. */
export function JobNav({ harnessId }: { harnessId: string }) {
  const t = useT();
  const actor = useSession().data?.actor;
  const base = `/harnesses/${encodeURIComponent(harnessId)}`;
  const merchant = actor?.role === 'merchant';
  const jobs: Job[] = [
    { to: base, label: t('nav.overview'), end: true },
    { to: `${base}/preview`, label: t('nav.preview') },
  ];
  if (!merchant) {
    jobs.push({ to: `${base}/tests`, label: t('nav.tests') });
    jobs.push({ to: `${base}/versions`, label: t('nav.versions') });
  }
  // Every role follows requests (a merchant, its own shop's: the server filters); the
  // calendar is the platform's.
  jobs.push({ to: `${base}/requests`, label: t('nav.requests') });
  if (!merchant) jobs.push({ to: `${base}/calendar`, label: t('nav.calendar') });
  // Every role reads traces (a merchant, its own shop's only: the server filters).
  jobs.push({ to: `${base}/traces`, label: t('nav.traces') });
  if (canReadAudit(actor)) jobs.push({ to: `${base}/audit`, label: t('nav.audit') });
  if (merchant && actor.shopId) {
    jobs.push({ to: `${base}/shops/${encodeURIComponent(actor.shopId)}`, label: t('nav.myShop') });
  } else if (!merchant) {
    jobs.push({ to: `${base}/shops`, label: t('nav.shops') });
  }
  return (
    <ul className="nav-jobs" aria-label={t('nav.jobs')}>
      {jobs.map((job) => (
        <li key={job.to}>
          <NavLink to={job.to} end={job.end} className="nav-item">
            {job.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
