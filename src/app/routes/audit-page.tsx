import { useParams, useSearchParams } from 'react-router';
import { useT } from '../../lib/i18n';
import { AuditFilters } from '../../features/audit/components/audit-filters';
import { AuditLog } from '../../features/audit/components/audit-log';
import type { AuditFilter } from '../../features/audit/types';
import { EntityGuard } from './entity-guard';

/** The harness's audit log; the filters live in the URL so a filtered view can be shared. */
export default function AuditPage() {
  const t = useT();
  const id = useParams().id ?? '';
  const [params, setParams] = useSearchParams();
  const filter: AuditFilter = {
    harnessId: id,
    actor: params.get('actor') ?? undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
  };
  const apply = (next: AuditFilter) => {
    const p = new URLSearchParams();
    if (next.actor) p.set('actor', next.actor);
    if (next.from) p.set('from', next.from);
    if (next.to) p.set('to', next.to);
    setParams(p);
  };
  return (
    <EntityGuard kind="audit">
      <section className="page">
        <h1>{t('audit.title')}</h1>
        <AuditFilters key={params.toString()} filter={filter} onApply={apply} />
        <AuditLog filter={filter} />
      </section>
    </EntityGuard>
  );
}
