import { useT } from '../../../lib/i18n';
import type { Exchange } from '../store/preview-store';
import type { Target } from '../types';
import { AnswerCard } from './answer-card';
import { RecordedRow, WrittenAnswer } from './recorded-answers';
import { SaveCaseAction } from './save-case-action';
import { TraceView } from './trace-view';

interface Props {
  harnessId: string;
  exchange: Exchange;
  /** Its place in the conversation (1 for the first message): names its traces apart. */
  position: number;
  /** A short name for a target ("Draft", "Label production · large"). */
  describe: (target: Target) => string;
  /** The person's role may write test cases: finished answers offer "Save as test case". */
  canSaveCase: boolean;
  /** The person runs model servers: a model failure is said with its command, unfolded. */
  technical?: boolean;
}

/**
 * One viewer message with each target's answer and trace. The answers share a grid row
 * and so do the traces, so a compared pair lines up however long either one is.
 */
export function ExchangeRow({
  harnessId,
  exchange,
  position,
  describe,
  canSaveCase,
  technical = true,
}: Props) {
  const t = useT();
  const n = exchange.answers.length;
  const label = (i: number) => (exchange.targets[i] ? describe(exchange.targets[i]) : '');
  const question = (
    <p className="preview-question">
      <span className="sr-only">{t('preview.viewerSays')}</span>
      {exchange.question}
    </p>
  );
  if (exchange.kind === 'history') {
    return (
      <li className="preview-exchange exchange-history" data-testid="exchange">
        {question}
        <WrittenAnswer view={exchange.answers[0]} />
      </li>
    );
  }
  if (exchange.kind === 'recording') {
    return (
      <li className="preview-exchange exchange-recording" data-testid="exchange">
        {question}
        <RecordedRow trials={exchange.answers} />
      </li>
    );
  }
  return (
    <li className="preview-exchange" data-testid="exchange">
      {question}
      <div
        className={n > 1 ? 'exchange-grid compare' : 'exchange-grid single'}
        data-testid="exchange-grid"
      >
        {exchange.answers.map((a, i) => (
          <AnswerCard
            key={`answer-${i}`}
            view={a}
            label={label(i)}
            technical={technical}
            actions={
              // A failed turn has no answer to keep; blocked or hook-answered ones do.
              canSaveCase &&
              a.status === 'done' &&
              a.done?.outcome !== 'error' && (
                <SaveCaseAction
                  harnessId={harnessId}
                  exchange={exchange}
                  index={i}
                  targetLabel={n > 1 ? label(i) : undefined}
                />
              )
            }
          />
        ))}
        {exchange.answers.map((a, i) => (
          <TraceView
            key={`trace-${i}`}
            view={a}
            label={t('preview.trace.title', { target: label(i), n: position })}
            technical={technical}
          />
        ))}
      </div>
    </li>
  );
}
