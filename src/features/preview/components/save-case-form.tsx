import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { charCount, type LiveContext } from '../../../harness';
import { ErrorNotice } from '../../../components/ui/async-state';
import { TextField } from '../../../components/ui/field';
import { focusField } from '../../../lib/field-id';
import { useT } from '../../../lib/i18n';
import { useSaveCase } from '../hooks/use-save-case';
import { suggestChoices } from '../model/expectation-choices';
import { buildTestCase, slugId, type CaseForm } from '../model/test-case-draft';
import type { TurnView } from '../model/turn-view';
import type { PreviewRequest } from '../types';
import { ExpectationFields } from './expectation-fields';

interface Props {
  harnessId: string;
  answer: TurnView;
  conversation: PreviewRequest['conversation'];
  context: LiveContext;
  speechLimit: number | null;
  onClose: () => void;
}

const NAME_MAX = 80;

/** When the name gives no id (a Chinese name), one from the time it was saved. */
function fallbackId(): string {
  const stamp = new Date().toISOString().slice(0, 19).replace(/\D/g, '');
  return `preview-${stamp.slice(0, 8)}-${stamp.slice(8)}`;
}

/** Name, id, tags and expectations of the case; the conversation and room are the preview's. */
export function SaveCaseForm({
  harnessId,
  answer,
  conversation,
  context,
  speechLimit,
  onClose,
}: Props) {
  const t = useT();
  const question = conversation.at(-1)?.content ?? '';
  const [fallback] = useState(fallbackId);
  const [form, setForm] = useState<CaseForm>(() => {
    const name = Array.from(question).slice(0, NAME_MAX).join('');
    return {
      name,
      id: slugId(name, fallback),
      tags: 'preview',
      choices: suggestChoices(answer, speechLimit),
    };
  });
  // The id follows the name until the person types an id of their own.
  const [idEdited, setIdEdited] = useState(false);
  const save = useSaveCase(harnessId);
  const { phase, problems } = save;
  const built = () => buildTestCase(form, conversation, context);
  // A change while asked to replace takes the question back: it was about the old values.
  const change = (update: (f: CaseForm) => CaseForm) => {
    if (phase.step === 'confirm') save.edit();
    setForm(update);
  };
  const keep = () => {
    save.edit();
    focusField('/save-case/id');
  };
  const busy = phase.step === 'checking' || phase.step === 'saving';

  if (phase.step === 'saved') {
    const { testCase, replaced } = phase;
    return (
      <div className="save-case-done">
        <p role="status" className="notice notice-ok">
          {t(replaced ? 'preview.save.replaced' : 'preview.save.done', {
            name: testCase.name,
            id: testCase.id,
          })}
        </p>
        <div className="row-actions">
          <Link to={`/harnesses/${encodeURIComponent(harnessId)}/tests`}>
            {t('preview.save.openSuite')}
          </Link>
          <button type="button" onClick={onClose}>
            {t('common.close')}
          </button>
        </div>
      </div>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { testCase, fields } = built();
    void save.submit(testCase, fields);
  };
  const replyLength = charCount(answer.reply?.text ?? '');
  return (
    <form onSubmit={submit} noValidate aria-labelledby="save-case-title">
      <p className="muted">{t('preview.save.intro', { count: conversation.length, question })}</p>
      <TextField
        pointer="/save-case/name"
        label={t('preview.save.name')}
        value={form.name}
        onChange={(name) =>
          change((f) => ({ ...f, name, id: idEdited ? f.id : slugId(name, fallback) }))
        }
        errors={problems.name}
      />
      <TextField
        pointer="/save-case/id"
        label={t('preview.save.id')}
        hint={t('preview.save.idHint')}
        value={form.id}
        onChange={(id) => (setIdEdited(true), change((f) => ({ ...f, id })))}
        errors={problems.id}
      />
      <TextField
        pointer="/save-case/tags"
        label={t('preview.save.tags')}
        hint={t('preview.save.tagsHint')}
        value={form.tags}
        onChange={(tags) => change((f) => ({ ...f, tags }))}
        errors={problems.tags}
      />
      <ExpectationFields
        choices={form.choices}
        onChange={(choices) => change((f) => ({ ...f, choices }))}
        problems={problems}
        maxCharsHint={
          speechLimit !== null
            ? t('preview.save.maxCharsFromLimit')
            : t('preview.save.maxCharsFromAnswer', { count: replyLength })
        }
      />
      {problems.form && (
        <ul className="field-errors" data-testid="field-errors">
          {problems.form.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
      {save.failure !== null && (
        <ErrorNotice title={t('preview.save.failed')} error={save.failure} />
      )}
      {phase.step === 'confirm' ? (
        <div className="notice notice-warning" role="alert">
          <p>{t('preview.save.exists', { id: phase.existing.id, name: phase.existing.name })}</p>
          <div className="row-actions">
            <button
              type="button"
              className="button-primary"
              onClick={() => {
                const { testCase, fields } = built();
                save.replace(testCase, fields);
              }}
            >
              {t('preview.save.replace')}
            </button>
            <button type="button" onClick={keep}>
              {t('preview.save.keep')}
            </button>
          </div>
        </div>
      ) : (
        <div className="row-actions">
          <button type="submit" className="button-primary" disabled={busy}>
            {phase.step === 'checking'
              ? t('preview.save.checking')
              : phase.step === 'saving'
                ? t('preview.save.saving')
                : t('preview.save.submit')}
          </button>
          <button type="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
        </div>
      )}
    </form>
  );
}
