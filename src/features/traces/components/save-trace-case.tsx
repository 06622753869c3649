import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { SelectField, TextField } from '../../../components/ui/field';
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

/**
 * The form's fields by the pointer the server's problems use: a problem there shows at the
 * field; the rest (the trace's own conversation or context) above the button.
 */
const FIELDS = ['/id', '/name', '/tags', '/expectations'];
const fieldOf = (pointer: string) =>
  FIELDS.find((f) => pointer === f || pointer.startsWith(`${f}/`));

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
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm({ ...form, [key]: value });
  const submit = (replace: boolean) => save.mutate(caseBody(form, replace));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit(false);
  };
  const taken = isApiError(save.error, 409);
  const problems = isApiError(save.error) ? (save.error.problem.errors ?? []) : [];
  const at = (field: string) =>
    problems.filter((p) => fieldOf(p.pointer) === field).map((p) => p.message);
  const elsewhere = problems.filter((p) => fieldOf(p.pointer) === undefined);

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
      <TextField
        pointer="/id"
        label={t('traces.save.id')}
        value={form.id}
        onChange={(v) => set('id', v)}
        errors={at('/id')}
      />
      <TextField
        pointer="/name"
        label={t('traces.save.name')}
        value={form.name}
        onChange={(v) => set('name', v)}
        errors={at('/name')}
      />
      <TextField
        pointer="/tags"
        label={t('traces.save.tags')}
        value={form.tags}
        onChange={(v) => set('tags', v)}
        errors={at('/tags')}
      />
      <SelectField
        pointer="/expectations/0/type"
        label={t('traces.save.check')}
        value={form.check}
        onChange={(v) => set('check', v)}
        options={[
          { value: 'no_banned_words', label: t('traces.save.noBanned') },
          { value: 'reply_contains', label: t('traces.save.contains') },
          { value: 'reply_not_contains', label: t('traces.save.notContains') },
        ]}
      />
      {form.check !== 'no_banned_words' && (
        <TextField
          pointer="/expectations/0/values"
          label={t('traces.save.words')}
          value={form.words}
          onChange={(v) => set('words', v)}
          errors={at('/expectations')}
        />
      )}
      {save.isError && (
        <div className="notice notice-error" role="alert">
          <strong>
            {taken ? t('traces.save.exists', { id: form.id }) : t('traces.save.failed')}
          </strong>
          {elsewhere.length > 0 && (
            <ul>
              {elsewhere.map((p, i) => (
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
