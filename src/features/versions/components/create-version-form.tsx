import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/diagnostic-message';
import { useLanguage, useT } from '../../../lib/i18n';
import { problemMessage } from '../../../lib/problem-message';
import { useCreateVersion } from '../api/create-version';
import type { VersionSummary } from '../types';

interface Props {
  harnessId: string;
  /** Where a refused version's error points (the editor of that field). */
  linkForPointer?: (pointer: string) => string | undefined;
  onCreated?: (version: VersionSummary) => void;
}

/** Snapshots the draft as a version; an invalid draft is refused with its list of errors. */
export function CreateVersionForm({ harnessId, linkForPointer, onCreated }: Props) {
  const t = useT();
  const lang = useLanguage();
  const [message, setMessage] = useState('');
  const create = useCreateVersion();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      { harnessId, message: message.trim() },
      {
        onSuccess: (v) => {
          setMessage('');
          onCreated?.(v);
        },
      },
    );
  };
  const problem = create.error instanceof ApiError ? create.error.problem : undefined;
  return (
    <form className="card create-version" onSubmit={submit}>
      <div className="field">
        <label htmlFor="version-message">{t('versions.message')}</label>
        <input
          id="version-message"
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          placeholder={t('versions.messagePlaceholder')}
        />
      </div>
      <button
        type="submit"
        className="button-primary"
        disabled={!message.trim() || create.isPending}
      >
        {create.isPending ? t('versions.creating') : t('versions.create')}
      </button>
      {create.isSuccess && (
        <p role="status" className="notice notice-ok">
          {t('versions.created', { number: create.data.number })}
        </p>
      )}
      {create.isError && (
        <div role="alert" className="notice notice-error" data-testid="version-refused">
          <strong>{problem?.status === 422 ? t('versions.refused') : t('versions.failed')}</strong>
          <ProblemText error={create.error} />
          {(problem?.errors ?? []).length > 0 && (
            <ul>
              {problem?.errors?.map((e) => {
                const href = linkForPointer?.(e.pointer);
                // The reader's language, the server's (English) sentence as the tooltip.
                const said = apiErrorMessage(e, lang);
                return (
                  <li key={`${e.pointer}-${e.code}`} title={`${e.message} (${e.pointer || '/'})`}>
                    {href ? <a href={href}>{said}</a> : said}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </form>
  );
}

/** Why the server refused, in the reader's language; its English detail as the tooltip. */
function ProblemText({ error }: { error: unknown }) {
  const { text, english } = problemMessage(error, useLanguage());
  return <p title={english}>{text}</p>;
}
