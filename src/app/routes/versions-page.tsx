import { useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { canOverrideGate } from '../../harness/roles';
import { useT } from '../../lib/i18n';
import { useSession } from '../../features/auth/api/get-session';
import { canCreateVersion, canMoveLabel } from '../../features/auth/permissions';
import { mayOpenRequest } from '../../features/release/model/request-actions';
import { useVersions } from '../../features/versions/api/get-versions';
import { CreateVersionForm } from '../../features/versions/components/create-version-form';
import { DiffView } from '../../features/versions/components/diff-view';
import { VersionsList } from '../../features/versions/components/versions-list';
import { useLabels } from '../../features/publish/api/get-labels';
import { LabelHistory } from '../../features/publish/components/label-history';
import { PublishForm } from '../../features/publish/components/publish-form';
import { usePointerLink } from './use-pointer-link';

/** History, new versions from the draft, publishing and rolling back labels. */
export default function VersionsPage() {
  const t = useT();
  const id = useParams().id ?? '';
  const actor = useSession().data?.actor;
  const labels = useLabels(id).data ?? [];
  const versions = (useVersions(id).data?.pages ?? []).flatMap((p) => p.items).map((v) => v.number);
  const pointerLink = usePointerLink(id);
  // `?publish=N` (the overview's "Publish vN") opens the form on that version.
  const asked = Number(useSearchParams()[0].get('publish'));
  const [picked, setPicked] = useState<number | undefined>(
    Number.isInteger(asked) && asked > 0 ? asked : undefined,
  );
  const form = useRef<HTMLDivElement>(null);
  const canMove = (label: string) => canMoveLabel(actor, label);
  const mayPublish = labels.some((l) => canMove(l.name));

  const publish = (version: number) => {
    setPicked(version);
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('select, input')?.focus());
  };

  return (
    <section className="page">
      <h1>{t('nav.versions')}</h1>
      {canCreateVersion(actor) && <CreateVersionForm harnessId={id} linkForPointer={pointerLink} />}
      <h2 className="section-title">{t('versions.history')}</h2>
      <VersionsList
        harnessId={id}
        actions={(v) => (
          <>
            {mayPublish && (
              <button type="button" onClick={() => publish(v.number)}>
                {t('versions.publish', { number: v.number })}
              </button>
            )}
            {/* A label that needs approvals moves through a change request. */}
            {mayOpenRequest(actor) && (
              <Link to={`/harnesses/${encodeURIComponent(id)}/requests?open=${v.number}`}>
                {t('requests.requestReview', { version: v.number })}
              </Link>
            )}
          </>
        )}
      />
      <div ref={form}>
        <PublishForm
          key={picked ?? versions[0] ?? 0}
          harnessId={id}
          labels={labels}
          versions={versions}
          initialVersion={picked}
          canMove={canMove}
          canOverrideGate={!!actor && canOverrideGate(actor)}
          changes={(label, version) => (
            <DiffView harnessId={id} from={`label:${label}`} to={String(version)} compact />
          )}
        />
      </div>
      {labels.map((l) => (
        <LabelHistory
          key={l.name}
          harnessId={id}
          label={l.name}
          canMove={canMove(l.name)}
          // Who may not move the label asks for its rollback with a change request.
          askRollbackHref={
            mayOpenRequest(actor)
              ? (v) =>
                  `/harnesses/${encodeURIComponent(id)}/requests?open=${v}&target=${encodeURIComponent(l.name)}&rollback=1`
              : undefined
          }
        />
      ))}
    </section>
  );
}
