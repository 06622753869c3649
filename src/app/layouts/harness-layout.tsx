import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useMatches, useParams } from 'react-router';
import { isApiError } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { useSession } from '../../features/auth/api/get-session';
import { canWriteEntity } from '../../features/auth/permissions';
import { useHarness } from '../../features/harnesses/api/get-harness';
import { EntityNav } from '../../features/editor/components/entity-nav';
import { shopQueryOptions } from '../../features/shops/api/get-shop';
import { AccessPage } from '../routes/access-page';
import type { ScreenHandle, ScreenId } from './screen-titles';
import { JobNav } from './job-nav';
import { useVisibleKinds } from './use-visible-kinds';
import './side-nav.css';

/**
 * The screens a merchant opens: its shop's world, with its shop's change requests (its saved
 * settings under review; the server lists and opens only those). Tests, versions, the audit,
 * diffs and experiments are the base's, which it cannot act on (the server refuses what it must).
 */
const MERCHANT_SCREENS: ReadonlySet<ScreenId> = new Set([
  'overview',
  'preview',
  'traces',
  'trace',
  'requests',
  'request',
  'shops',
  'shop',
  'preferences',
  'notFound',
] satisfies ScreenId[]);

/**
 * One harness: the side navigation (the jobs first, always in view; the draft's parts
 * under them, scrolling on their own) and the chosen screen beside it, which the skip
 * link and route changes land on (`#content`).
 */
export default function HarnessLayout() {
  const t = useT();
  const params = useParams();
  const id = params.id ?? '';
  const harness = useHarness(id);
  const actor = useSession().data?.actor;
  const kinds = useVisibleKinds();
  const writable = useMemo(() => kinds.filter((k) => canWriteEntity(actor, k)), [kinds, actor]);
  const merchant = actor?.role === 'merchant' ? actor : undefined;
  // A merchant's navigation is named after its own shop, never the base's (another shop's) name.
  const ownShop = useQuery({
    ...shopQueryOptions(id, merchant?.shopId ?? ''),
    enabled: !!merchant?.shopId && harness.isSuccess,
  });
  const screen = (useMatches().at(-1)?.handle as ScreenHandle | undefined)?.screen;
  // The server answers 404 for an unknown harness, and to a merchant for another shop's.
  if (isApiError(harness.error, 404) || isApiError(harness.error, 403)) {
    return <AccessPage kind={merchant ? 'noAccess' : 'notFound'} actor={actor} />;
  }
  const blocked =
    !!merchant &&
    ((screen !== undefined && !MERCHANT_SCREENS.has(screen)) ||
      (params.shopId !== undefined && params.shopId !== merchant.shopId));
  const title = merchant
    ? (ownShop.data?.shop.name ?? merchant.shopId ?? '')
    : (harness.data?.name ?? id);
  return (
    <div className="harness-layout">
      <aside className="side-nav">
        <nav aria-label={t('nav.harness')} className="side-nav-inner">
          <p className="side-title" title={title}>
            {title}
          </p>
          <JobNav harnessId={id} />
          <EntityNav harnessId={id} kinds={kinds} writable={writable} />
        </nav>
      </aside>
      <div className="harness-main" id="content" tabIndex={-1}>
        {blocked ? <AccessPage kind="noAccess" actor={actor} harnessId={id} /> : <Outlet />}
      </div>
    </div>
  );
}
