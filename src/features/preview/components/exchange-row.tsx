import { useT } from '../../../lib/i18n';
import type { Exchange } from '../store/preview-store';
import type { Target } from '../types';
import { AnswerCard } from './answer-card';
import { TraceView } from './trace-view';

interface Props {
  exchange: Exchange;
  /** A short name for a target ("Draft", "Label production · large"). */
  describe: (target: Target) => string;
}

/**
 * One viewer message with each target's answer and trace. The answers share a grid row
 * and so do the traces, so a compared pair lines up however long either one is.
 */
export function ExchangeRow({ exchange, describe }: Props) {
  const t = useT();
  const n = exchange.answers.length;
  const label = (i: number) => (exchange.targets[i] ? describe(exchange.targets[i]) : '');
  return (
    <li className="preview-exchange" data-testid="exchange">
      <p className="preview-question">
        <span className="sr-only">{t('preview.viewerSays')}</span>
        {exchange.question}
      </p>
      <div
        className={n > 1 ? 'exchange-grid compare' : 'exchange-grid single'}
        data-testid="exchange-grid"
      >
        {exchange.answers.map((a, i) => (
          <AnswerCard key={`answer-${i}`} view={a} label={label(i)} />
        ))}
        {exchange.answers.map((a, i) => (
          <TraceView
            key={`trace-${i}`}
            view={a}
            label={t('preview.trace.title', { target: label(i) })}
          />
        ))}
      </div>
    </li>
  );
}
