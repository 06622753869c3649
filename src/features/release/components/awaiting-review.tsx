import { useT } from '../../../lib/i18n';
import { useChangeRequests } from '../api/get-change-requests';
import { RequestTable } from './request-table';
import '../release.css';

interface Props {
  harnessId: string;
  requestHref: (n: number) => string;
}

/** The overview's "waiting for your review": requests the reader may approve and has not; nothing when none. */
export function AwaitingReview({ harnessId, requestHref }: Props) {
  const t = useT();
  const list = useChangeRequests(harnessId, { awaiting: 'me' });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  // A failed or empty look says nothing: the overview has more to show than this block.
  if (items.length === 0) return null;
  return (
    <section className="group awaiting-review" aria-labelledby="awaiting-review-title">
      <h2 id="awaiting-review-title" className="section-title">
        {t('requests.awaitingTitle', { count: items.length })}
      </h2>
      <RequestTable
        requests={items}
        requestHref={requestHref}
        caption={t('requests.awaitingCaption')}
      />
    </section>
  );
}
