import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format-date-time';
import { useLanguage, useT } from '../../../lib/i18n';
import type { ShopDetail } from '../types';

interface Props {
  harnessId: string;
  detail: ShopDetail;
  /** The harness's time zone: a scheduled change's time is read there. */
  timeZone: string | undefined;
}

/**
 * Where the shop's change stands when ops review overlay changes: waiting, sent back with
 * ops' note, approved, or scheduled (locked until it goes live). Ops see a link to the request.
 */
export function PendingChangeNotice({ harnessId, detail, timeZone }: Props) {
  const t = useT();
  const lang = useLanguage();
  const { pending, reviewRequired } = detail;
  if (!pending) {
    return reviewRequired ? <p className="notice">{t('shops.review.howItWorks')}</p> : null;
  }
  const version = pending.version.number;
  const words = {
    open: t('shops.review.open', { version }),
    changes_requested: t('shops.review.changesRequested', { version }),
    approved: t('shops.review.approved', { version }),
    scheduled: t('shops.review.scheduled', {
      version,
      at: pending.at ? `${formatDateTime(pending.at, lang, { timeZone })} (${timeZone ?? ''})` : '',
    }),
  } as Record<string, string>;
  return (
    <div className="notice" role="status" data-testid="pending-change">
      <p>
        <strong>{t('shops.review.title', { id: pending.requestId })}</strong>{' '}
        {words[pending.state] ?? pending.state}
      </p>
      {pending.changesRequested && (
        <blockquote className="review-note">{pending.changesRequested}</blockquote>
      )}
      {!reviewRequired && (
        <Link to={`/harnesses/${encodeURIComponent(harnessId)}/requests/${pending.requestId}`}>
          {t('shops.review.openRequest', { id: pending.requestId })}
        </Link>
      )}
    </div>
  );
}
