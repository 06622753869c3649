import { useState } from 'react';
import { ErrorNotice } from '../../../components/ui/async-state';
import { useT } from '../../../lib/i18n';
import { useDeleteTestCase } from '../api/delete-test-case';

interface Props {
  harnessId: string;
  caseId: string;
  name: string;
}

/** Delete with a confirmation in place: one stray click never loses a case. */
export function DeleteCaseButton({ harnessId, caseId, name }: Props) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const remove = useDeleteTestCase();
  if (!asking) {
    return (
      <button
        type="button"
        className="button-danger"
        aria-label={t('tests.deleteCase', { name })}
        onClick={() => setAsking(true)}
      >
        {t('tests.delete')}
      </button>
    );
  }
  const question = t('tests.deleteConfirm', { name });
  return (
    <div role="group" aria-label={question} className="delete-confirm">
      <span>{question}</span>{' '}
      <button
        type="button"
        className="button-danger"
        disabled={remove.isPending}
        onClick={() => remove.mutate({ harnessId, caseId }, { onSuccess: () => setAsking(false) })}
      >
        {t('tests.deleteYes')}
      </button>{' '}
      <button type="button" onClick={() => (setAsking(false), remove.reset())}>
        {t('common.cancel')}
      </button>
      {remove.isError && <ErrorNotice title={t('tests.deleteFailed')} error={remove.error} />}
    </div>
  );
}
