import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useSession } from '../../features/auth/api/get-session';
import { useLabels } from '../../features/publish/api/get-labels';
import { OpenRequestForm } from '../../features/release/components/open-request-form';
import { RequestList } from '../../features/release/components/request-list';
import { mayOpenRequest } from '../../features/release/model/request-actions';
import { EMPTY_REQUEST_FILTER, type RequestFilter } from '../../features/release/types';
import { useVersions } from '../../features/versions/api/get-versions';
import { useT } from '../../lib/i18n';

const KEYS = Object.keys(EMPTY_REQUEST_FILTER) as (keyof RequestFilter)[];

/** A harness's change requests; the filters live in the URL, so a filtered list can be shared. */
export default function RequestsPage() {
  const t = useT();
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const actor = useSession().data?.actor;
  const [params, setParams] = useSearchParams();
  const labels = (useLabels(id).data ?? []).map((l) => l.name);
  // The core's role table, as the server checks it (publishers propose too).
  const mayOpen = mayOpenRequest(actor);
  const versions = (useVersions(id).data?.pages ?? []).flatMap((p) => p.items).map((v) => v.number);
  const filter: RequestFilter = {
    state: params.get('state') ?? '',
    label: params.get('label') ?? '',
    shop: params.get('shop') ?? '',
    author: params.get('author') ?? '',
  };
  const change = (next: RequestFilter) => {
    const p = new URLSearchParams();
    for (const k of KEYS) if (next[k]) p.set(k, next[k]);
    setParams(p, { replace: true, preventScrollReset: true });
  };
  // `?open=N` (the versions list's "Request review of vN") proposes that version.
  const asked = Number(params.get('open'));
  // `&target=production&rollback=1` (a label history's "Ask for a rollback to vN").
  const target = params.get('target') ?? undefined;
  const rollback = params.get('rollback') === '1' && target && asked > 0;
  const base = `/harnesses/${encodeURIComponent(id)}/requests`;
  const href = (n: number) => `${base}/${n}`;
  // A merchant sees its own shop's requests; it asks for a change by saving its settings.
  const shopId = actor?.role === 'merchant' ? actor.shopId : undefined;
  const ownShop = shopId
    ? { href: `/harnesses/${encodeURIComponent(id)}/shops/${encodeURIComponent(shopId)}` }
    : null;
  return (
    <RequestList
      key={id}
      harnessId={id}
      filter={filter}
      onFilterChange={change}
      labels={labels}
      requestHref={href}
      ownShop={ownShop}
    >
      {mayOpen && (
        <OpenRequestForm
          // Versions arrive after the first render: the form starts again with the one asked for.
          key={asked && versions.includes(asked) ? asked : 'draft'}
          initialVersion={asked && versions.includes(asked) ? asked : undefined}
          initialLabel={target}
          initialTitle={
            rollback ? t('requests.rollbackTitle', { label: target, version: asked }) : undefined
          }
          harnessId={id}
          labels={labels}
          versions={versions}
          onOpened={(r) => navigate(href(r.id))}
        />
      )}
    </RequestList>
  );
}
