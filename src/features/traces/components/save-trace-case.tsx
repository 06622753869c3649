import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useSaveTraceCase } from '../api/save-trace-case';
import { caseIdFor, splitWords } from '../model/format';
import type { Trace, TraceTestCaseBody } from '../types';

type Check = 'no_banned_words' | 'reply_contains' | 'reply_not_contains';

interface Props {
  harnessId: string;
  trace: Trace;
  suiteHref: string;
}

/** The case the form describes; the conversation and context are the trace's (server side). */
function caseBody(
  form: { id: string; name: string; tags: string; check: Check; words: string },
  replace: boolean,
): TraceTestCaseBody {
  const values = splitWords(form.words);
  const expectation =
    form.check === 'no_banned_words'
      ? { type: 'no_banned_words' as const }
      : { type: form.check, values };
  return {
    id: form.id.trim(),
    name: form.name.trim(),
    tags: splitWords(form.tags),
    expectations: [expectation],
    replace,
  };
}

/**
 * "Save as test case" for a trace: the server builds the case from the trace's conversation
 * and live context under the suite's own schema; a taken id asks before replacing.
 */
export function SaveTraceCase({ harnessId, trace, suiteHref }: Props) {
  const t = useT();
  const save = useSaveTraceCase(harnessId, trace.id);
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState({
    id: caseIdFor(trace.id),
    name: trace.question.slice(0, 80) || trace.id,
    tags: 'from-trace',
    check: 'no_banned_words' as Check,
    words: '',
  });
  const set = (key: keyof typeof form, value: string) => setForm({ ...form, [key]: value });
  const submit = (replace: boolean) => save.mutate(caseBody(form, replace));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit(false);
  };
  const taken = isApiError(save.error, 409);
  const problems = isApiError(save.error) ? (save.error.problem.errors ?? []) : [];

  if (!open) {
    return (
      <button type="button" onClick={() => setOpen(true)}>
        {t('traces.save.open')}
      </button>
    );
  }
  if (save.isSuccess) {
    return (
      <p role="status" className="notice">
        {t('traces.save.saved', { id: save.data.id })}{' '}
        <Link to={suiteHref}>{t('traces.save.openSuite')}</Link>
      </p>
    );
  }
  return (
    <form className="trace-save" onSubmit={onSubmit} aria-labelledby="trace-save-title">
      <h2 id="trace-save-title" className="section-title">
        {t('traces.save.title')}
      </h2>
      <div className="field">
        <label htmlFor="trace-case-id">{t('traces.save.id')}</label>
        <input id="trace-case-id" value={form.id} onChange={(e) => set('id', e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="trace-case-name">{t('traces.save.name')}</label>
        <input
          id="trace-case-name"
          value={form.name}
          onChange={(e) => set('name', e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="trace-case-tags">{t('traces.save.tags')}</label>
        <input
          id="trace-case-tags"
          value={form.tags}
          onChange={(e) => set('tags', e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="trace-case-check">{t('traces.save.check')}</label>
        <select
          id="trace-case-check"
          value={form.check}
          onChange={(e) => set('check', e.target.value)}
        >
          <option value="no_banned_words">{t('traces.save.noBanned')}</option>
          <option value="reply_contains">{t('traces.save.contains')}</option>
          <option value="reply_not_contains">{t('traces.save.notContains')}</option>
        </select>
      </div>
      {form.check !== 'no_banned_words' && (
        <div className="field">
          <label htmlFor="trace-case-words">{t('traces.save.words')}</label>
          <input
            id="trace-case-words"
            value={form.words}
            onChange={(e) => set('words', e.target.value)}
          />
        </div>
      )}
      {save.isError && (
        <div className="notice notice-error" role="alert">
          <strong>
            {taken ? t('traces.save.exists', { id: form.id }) : t('traces.save.failed')}
          </strong>
          {problems.length > 0 && (
            <ul>
              {problems.map((p, i) => (
                <li key={i}>
                  <code>{p.pointer}</code> {p.message}
                </li>
              ))}
            </ul>
          )}
          {taken && (
            <button type="button" onClick={() => submit(true)}>
              {t('traces.save.replace')}
            </button>
          )}
        </div>
      )}
      <button type="submit" disabled={save.isPending}>
        {save.isPending ? t('traces.save.saving') : t('traces.save.submit')}
      </button>
    </form>
  );
}
