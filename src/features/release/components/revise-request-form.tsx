import { useState, type FormEvent } from 'react';
import { ErrorNotice } from '../../../components/ui/async-state';
import { CheckboxField, TextAreaField, TextField } from '../../../components/ui/field';
import { useT } from '../../../lib/i18n';
import { useReviseChangeRequest } from '../api/revise-change-request';
import type { ChangeRequest } from '../types';
import { serverProblems } from '../../../lib/server-problems';

const FIELDS = ['/title', '/description', '/source'];

/** The author edits the words, or proposes the draft as it is now (a new revision). */
export function ReviseRequestForm({
  harnessId,
  request,
}: {
  harnessId: string;
  request: ChangeRequest;
}) {
  const t = useT();
  const revise = useReviseChangeRequest();
  const [title, setTitle] = useState(request.title);
  const [description, setDescription] = useState(request.description);
  const [fromDraft, setFromDraft] = useState(false);
  const problems = serverProblems(revise.error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    revise.mutate(
      {
        harnessId,
        n: request.id,
        ...(title !== request.title ? { title } : {}),
        ...(description !== request.description ? { description } : {}),
        ...(fromDraft ? { source: { kind: 'draft' as const } } : {}),
      },
      { onSuccess: () => setFromDraft(false) },
    );
  };
  return (
    <details className="group revise-request">
      <summary>{t('requests.revise')}</summary>
      <form aria-label={t('requests.revise')} onSubmit={submit}>
        <TextField
          pointer="/revise/title"
          label={t('requests.title')}
          value={title}
          errors={problems.at('/title')}
          onChange={setTitle}
        />
        <TextAreaField
          pointer="/revise/description"
          label={t('requests.description')}
          rows={3}
          value={description}
          errors={problems.at('/description')}
          onChange={setDescription}
        />
        {request.proposal.kind === 'version' && (
          <CheckboxField
            pointer="/revise/source"
            label={t('requests.reviseFromDraft')}
            hint={t('requests.reviseFromDraftHint')}
            checked={fromDraft}
            errors={problems.at('/source')}
            onChange={setFromDraft}
          />
        )}
        {problems.elsewhere(FIELDS) && (
          <ErrorNotice title={t('requests.reviseFailed')} error={revise.error} />
        )}
        {revise.isSuccess && (
          <p role="status" className="notice notice-ok">
            {t('requests.revised')}
          </p>
        )}
        <button type="submit" disabled={revise.isPending}>
          {t('requests.reviseSave')}
        </button>
      </form>
    </details>
  );
}
