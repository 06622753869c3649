import { useActorName } from '../../../lib/actor-name';
import { useEnumLabel } from '../../../lib/enum-label';
import { useT } from '../../../lib/i18n';
import { useFormatTime } from '../../../lib/use-format-time';
import type { Review } from '../types';

/** Reviews and comments in order, each with the field it points at and whether it counts. */
export function ReviewList({
  reviews,
  revision,
}: {
  reviews: readonly Review[];
  revision: number;
}) {
  const t = useT();
  const word = useEnumLabel();
  const actorName = useActorName();
  const formatTime = useFormatTime();
  if (reviews.length === 0) return <p className="muted">{t('requests.noReviews')}</p>;
  return (
    <ol className="review-list">
      {reviews.map((r) => (
        <li key={r.id} className={`review verdict-${r.verdict}`} data-testid={`review-${r.id}`}>
          <p className="review-head">
            <strong>{actorName(r.reviewer)}</strong> ({word('role', r.role)}) ·{' '}
            <span className="review-verdict">{word('reviewVerdict', r.verdict)}</span> ·{' '}
            <time dateTime={r.at}>{formatTime(r.at)}</time>
            {r.verdict === 'approve' && !r.counts && (
              <span className="muted"> · {t('requests.notCounted')}</span>
            )}
            {r.revision !== revision && (
              <span className="muted">
                {' '}
                · {t('requests.earlierRevision', { revision: r.revision })}
              </span>
            )}
          </p>
          {r.pointer && (
            <p className="review-pointer">
              {t('requests.pointsAt', {
                entity: r.pointer.entity,
                field: r.pointer.field || t('requests.wholeEntity'),
              })}
            </p>
          )}
          {r.body && <p className="review-body">{r.body}</p>}
        </li>
      ))}
    </ol>
  );
}
