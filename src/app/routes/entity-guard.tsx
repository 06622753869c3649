import type { ReactNode } from 'react';
import { ErrorNotice } from '../../components/ui/async-state';
import { useT } from '../../lib/i18n';
import { useSession } from '../../features/auth/api/get-session';
import { canOpenEntityKind, canReadAudit } from '../../features/auth/permissions';

/** A merchant opening a tool's URL gets a plain refusal, not the editor (the server refuses writes anyway). */
export function EntityGuard({ kind, children }: { kind: string; children: ReactNode }) {
  const t = useT();
  const actor = useSession().data?.actor;
  const allowed = kind === 'audit' ? canReadAudit(actor) : canOpenEntityKind(actor, kind);
  if (!allowed) {
    return (
      <section className="page">
        <ErrorNotice title={t('common.forbidden')} />
      </section>
    );
  }
  return children;
}
