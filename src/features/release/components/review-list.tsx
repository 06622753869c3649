import { useActorName } from '../../../lib/actor-name';
import { entityRefLabel, useEnumLabel } from '../../../lib/enum-label';
import { documentFieldLabel, entityPointerBase } from '../../../lib/field-label-keys';
import { useLanguage, useT, type Language } from '../../../lib/i18n';
import { useFormatTime } from '../../../lib/use-format-time';
import type { Review } from '../types';

/**
 * The part and field a comment points at, in words (`促销 double-12`, `结束`): a field of an
 * everyday form by its label there, any other by its path without the pointer's slash.
 */
function pointedAt(pointer: NonNullable<Review['pointer']>, language: Language) {
  const kind = pointer.entity.split('/')[0] ?? '';
  const field = pointer.field
    ? (documentFieldLabel(entityPointerBase(kind) + pointer.field, language)?.label ??
      pointer.field.replace(/^\//, ''))
    : undefined;
  return { entity: entityRefLabel(language, pointer.entity), field };
}

/** Reviews and comments in order, each with the field it points at and whether it counts. */
export function ReviewList({
  reviews,
  revision,
}: {
  reviews: readonly Review[];
  revision: number;
}) {
  const t = useT();
  const language = useLanguage();
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
            // The stored pointer stays at hand as the tooltip.
            <p
              className="review-pointer"
              title={[r.pointer.entity, r.pointer.field].filter(Boolean).join(' ')}
            >
              {t('requests.pointsAt', {
                entity: pointedAt(r.pointer, language).entity,
                field: pointedAt(r.pointer, language).field ?? t('requests.wholeEntity'),
              })}
            </p>
          )}
          {r.body && <p className="review-body">{r.body}</p>}
        </li>
      ))}
    </ol>
  );
}
