import { useState, type FormEvent } from 'react';
import { ErrorNotice } from '../../../components/ui/async-state';
import { TextAreaField, TextField } from '../../../components/ui/field';
import type { REVIEW_VERDICTS } from '../../../harness/release';
import { useT } from '../../../lib/i18n';
import { useReviewChangeRequest } from '../api/review-change-request';
import { serverProblems } from '../../../lib/server-problems';

type Verdict = (typeof REVIEW_VERDICTS)[number];

interface Props {
  harnessId: string;
  n: number;
  /** Approve and request changes too (a role that counts, not the author); else comments only. */
  canJudge: boolean;
}

const FIELDS = ['/body', '/pointer'];

/** A review: a comment (which may point at an entity and field), an approval or changes asked. */
export function ReviewForm({ harnessId, n, canJudge }: Props) {
  const t = useT();
  const review = useReviewChangeRequest();
  const [body, setBody] = useState('');
  const [entity, setEntity] = useState('');
  const [field, setField] = useState('');
  const { at, elsewhere } = serverProblems(review.error);
  const send = (verdict: Verdict) => {
    const pointer = entity.trim() ? { entity: entity.trim(), field: field.trim() } : undefined;
    review.mutate(
      { harnessId, n, verdict, body, ...(pointer ? { pointer } : {}) },
      {
        onSuccess: () => {
          setBody('');
          setEntity('');
          setField('');
        },
      },
    );
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const button = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    send((button?.value as Verdict | undefined) ?? 'comment');
  };
  return (
    <form className="group review-form" aria-labelledby="review-form-title" onSubmit={submit}>
      <h3 id="review-form-title">{t('requests.reviewTitle')}</h3>
      <TextAreaField
        pointer="/review/body"
        label={t('requests.reviewBody')}
        rows={3}
        value={body}
        errors={at('/body')}
        onChange={setBody}
      />
      <div className="field-row">
        <TextField
          pointer="/review/entity"
          label={t('requests.reviewEntity')}
          hint={t('requests.reviewEntityHint')}
          value={entity}
          errors={at('/pointer/entity')}
          onChange={setEntity}
        />
        <TextField
          pointer="/review/field"
          label={t('requests.reviewField')}
          hint={t('requests.reviewFieldHint')}
          value={field}
          errors={at('/pointer/field')}
          onChange={setField}
        />
      </div>
      {elsewhere(FIELDS) && <ErrorNotice title={t('requests.reviewFailed')} error={review.error} />}
      <div className="row-actions">
        {canJudge && (
          <>
            <button
              type="submit"
              value="approve"
              className="button-primary"
              disabled={review.isPending}
            >
              {t('requests.approve')}
            </button>
            <button type="submit" value="request_changes" disabled={review.isPending}>
              {t('requests.requestChanges')}
            </button>
          </>
        )}
        <button type="submit" value="comment" disabled={review.isPending || !body.trim()}>
          {t('requests.comment')}
        </button>
      </div>
    </form>
  );
}
