import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ErrorNotice } from '../../../components/ui/async-state';
import { SelectField, TextField } from '../../../components/ui/field';
import { sampleContexts } from '../../../harness/sample/contexts';
import { useT } from '../../../lib/i18n';
import { usePinPreview } from '../api/pin-preview';
import { runPreviewAnswer } from '../api/run-preview-answer';
import type { ChangeRequest } from '../types';
import { serverProblems } from '../../../lib/server-problems';

interface Props {
  harnessId: string;
  request: ChangeRequest;
}

interface Answers {
  contextId: string;
  question: string;
  before: string | null;
  after: string | null;
}

const FIELDS = ['/contextId', '/question'];

/**
 * A reviewer asks one sample live room a question of what the label serves now and of the
 * proposal, reads both answers, and pins them to the request as evidence.
 */
export function PinPreviewForm({ harnessId, request }: Props) {
  const t = useT();
  const first = sampleContexts[0]!;
  const [contextId, setContextId] = useState(first.id);
  const [question, setQuestion] = useState(first.context.comments?.[0] ?? '');
  const pin = usePinPreview();
  const problems = serverProblems(pin.error);
  const run = useMutation({
    mutationFn: async (): Promise<Answers> => {
      const scene = sampleContexts.find((s) => s.id === contextId) ?? first;
      const ask = (source: string) =>
        runPreviewAnswer({
          harnessId,
          source,
          conversation: [{ role: 'user', content: question }],
          context: scene.context,
        });
      const { proposal, serving } = request;
      const after = proposal.kind === 'version' ? String(proposal.version) : null;
      const [before, answer] = await Promise.all([
        serving.version === null ? null : ask(String(serving.version)),
        after === null ? null : ask(after),
      ]);
      return { contextId, question, before, after: answer };
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    pin.reset();
    run.mutate();
  };
  const changeScene = (id: string) => {
    setContextId(id);
    const scene = sampleContexts.find((s) => s.id === id);
    setQuestion(scene?.context.comments?.[0] ?? '');
    run.reset();
  };
  return (
    <form className="group pin-form" aria-labelledby="pin-form-title" onSubmit={submit}>
      <h3 id="pin-form-title">{t('requests.pinTitle')}</h3>
      <div className="field-row">
        <SelectField
          pointer="/pin/contextId"
          label={t('requests.pinContext')}
          value={contextId}
          errors={problems.at('/contextId')}
          onChange={changeScene}
          options={sampleContexts.map((s) => ({ value: s.id, label: s.title }))}
        />
        <TextField
          pointer="/pin/question"
          label={t('requests.pinQuestion')}
          value={question}
          errors={problems.at('/question')}
          onChange={(q) => {
            setQuestion(q);
            run.reset();
          }}
        />
      </div>
      <button type="submit" disabled={run.isPending || !question.trim()}>
        {run.isPending ? t('requests.pinRunning') : t('requests.pinRun')}
      </button>
      {run.isError && <ErrorNotice title={t('requests.pinRunFailed')} error={run.error} />}
      {run.data && (
        <div className="pin-result" data-testid="pin-result">
          <div className="pin-side">
            <h4>{t('requests.pinBefore')}</h4>
            <p className="pin-answer">{run.data.before ?? t('requests.noAnswer')}</p>
          </div>
          <div className="pin-side">
            <h4>{t('requests.pinAfter')}</h4>
            <p className="pin-answer">{run.data.after ?? t('requests.noAnswer')}</p>
          </div>
          <button
            type="button"
            className="button-primary"
            disabled={pin.isPending || pin.isSuccess}
            onClick={() => pin.mutate({ harnessId, n: request.id, ...run.data })}
          >
            {t('requests.pinSave')}
          </button>
        </div>
      )}
      {problems.elsewhere(FIELDS) && (
        <ErrorNotice title={t('requests.pinFailed')} error={pin.error} />
      )}
    </form>
  );
}
