import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { apiFetch } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import type { Actor } from '../../harness/roles';

interface HarnessPage {
  items: { id: string }[];
}

/**
 * Where a merchant's own shop is: in the harness given (one it sees), else in the first
 * harness the server lists for it (a merchant is listed only its shop's harnesses).
 */
function useOwnShopHref(actor: Actor | undefined, harnessId: string | undefined): string | null {
  const shopId = actor?.role === 'merchant' ? actor.shopId : undefined;
  const list = useQuery({
    queryKey: ['harnesses', 'own-shop', shopId],
    queryFn: () => apiFetch<HarnessPage>('/harnesses?limit=1'),
    enabled: !!shopId && !harnessId,
  });
  const id = harnessId ?? list.data?.items[0]?.id;
  if (!shopId || !id) return null;
  return `/harnesses/${encodeURIComponent(id)}/shops/${encodeURIComponent(shopId)}`;
}

/**
 * What an address the person cannot open shows, in their language: "not found" for a
 * harness the server does not know, and for a merchant "not part of your shop" with the way
 * back to its own. The server answers both with 404 to a merchant (it never learns whether
 * another shop's harness exists), so a merchant reads one page for both.
 */
export function AccessPage({
  kind,
  actor,
  harnessId,
}: {
  kind: 'notFound' | 'noAccess';
  actor: Actor | undefined;
  /** A harness the merchant does see (its shop is on it), when the address was inside one. */
  harnessId?: string;
}) {
  const t = useT();
  const own = useOwnShopHref(actor, harnessId);
  const merchant = actor?.role === 'merchant';
  return (
    <section className="page access-page" data-testid={`access-${kind}`}>
      <h1>{t(kind === 'noAccess' ? 'access.noAccess.title' : 'access.notFound.title')}</h1>
      <p>{t(kind === 'noAccess' ? 'access.noAccess.body' : 'access.notFound.body')}</p>
      <p>
        {merchant && own ? (
          <Link className="button-link button-primary" to={own}>
            {t('access.ownShop')}
          </Link>
        ) : (
          <Link to="/">{t('access.allHarnesses')}</Link>
        )}
      </p>
    </section>
  );
}
