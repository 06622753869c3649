import { useState } from 'react';
import { ErrorNotice } from '../../../components/ui/async-state';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useReviewRestatement } from '../api/review-restatement';
import type { Restatement, RestatementReview } from '../types';

interface Props {
  harnessId: string;
  restatement: Restatement;
  canReview: boolean;
}

/** One text: where it is, its source beside the restatement, and the review buttons. */
export function RestatementItem({ harnessId, restatement: r, canReview }: Props) {
  const t = useT();
  const review = useReviewRestatement();
  const [editing, setEditing] = useState<string | null>(null);
  const send = (body: RestatementReview) =>
    review.mutate({ harnessId, id: r.id, review: body }, { onSuccess: () => setEditing(null) });
  const problem = review.error instanceof ApiError ? review.error.problem : undefined;
  const textErrors = (problem?.errors ?? []).filter((e) => e.pointer === '/text');
  const where = t('restatements.where', {
    field: t(`restatements.field.${r.field}`),
    entity: r.entity,
  });
  const headingId = `rs-${r.id}`;
  return (
    <li className="restatement-item" aria-labelledby={headingId}>
      <div className="restatement-head">
        <strong id={headingId}>{where}</strong>
        <span className="muted">{t('restatements.by', { endpoint: r.endpoint })}</span>
        <span className={`badge restatement-${r.status}`}>
          {t(`restatements.status.${r.status}`)}
        </span>
        {r.reviewedBy && (
          <span className="muted">{t('restatements.reviewedBy', { who: r.reviewedBy })}</span>
        )}
      </div>
      <div className="restatement-texts">
        <figure>
          <figcaption>{t('restatements.source')}</figcaption>
          <pre>{r.sourceText}</pre>
        </figure>
        <figure>
          <figcaption>
            {r.editedText === null ? t('restatements.restated') : t('restatements.edited')}
          </figcaption>
          {editing === null ? (
            <pre>{r.text}</pre>
          ) : (
            <>
              <label className="sr-only" htmlFor={`${headingId}-edit`}>
                {t('restatements.editLabel')}
              </label>
              <textarea
                id={`${headingId}-edit`}
                value={editing}
                rows={Math.min(12, editing.split('\n').length + 1)}
                onChange={(e) => setEditing(e.target.value)}
                aria-invalid={textErrors.length > 0 || undefined}
              />
              {textErrors.map((e) => (
                <p key={e.message} className="field-errors">
                  {e.message}
                </p>
              ))}
            </>
          )}
        </figure>
      </div>
      {canReview && (
        <div className="row-actions">
          {editing === null ? (
            <>
              <button
                type="button"
                onClick={() => send({ status: 'approved' })}
                disabled={review.isPending || r.status === 'approved'}
              >
                {t('restatements.approve')}
              </button>
              <button
                type="button"
                onClick={() => send({ status: 'rejected' })}
                disabled={review.isPending || r.status === 'rejected'}
              >
                {t('restatements.reject')}
              </button>
              <button type="button" onClick={() => setEditing(r.text)}>
                {t('restatements.edit')}
              </button>
            </>
          ) : (
            <>
              <button
                type="button"
                className="button-primary"
                onClick={() => send({ status: 'approved', text: editing })}
                disabled={review.isPending}
              >
                {t('restatements.saveApprove')}
              </button>
              <button type="button" onClick={() => setEditing(null)}>
                {t('restatements.cancelEdit')}
              </button>
            </>
          )}
        </div>
      )}
      {review.isError && textErrors.length === 0 && (
        <ErrorNotice title={t('restatements.reviewFailed')} error={review.error} />
      )}
    </li>
  );
}
