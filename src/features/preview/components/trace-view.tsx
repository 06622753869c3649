import { turnErrorMessage } from '../../../lib/diagnostic-message';
import { useLanguage, useT } from '../../../lib/i18n';
import { modelTrouble } from '../model/model-down';
import type { TurnView } from '../model/turn-view';
import type { HookEventData, ToolResultEvent } from '../types';
import { HookTrace } from './hook-trace';
import { PromptView } from './prompt-view';
import { SentenceTrace } from './sentence-trace';
import { ToolTrace } from './tool-trace';
import { Ms, UsageText } from './trace-bits';

/** Every step of one answer in order: hooks, model rounds, tool calls with results, errors. */
export function TraceView({
  view,
  label,
  technical = true,
}: {
  view: TurnView;
  label: string;
  /** The reader runs model servers; otherwise a model server's failure stays folded. */
  technical?: boolean;
}) {
  const t = useT();
  const lang = useLanguage();
  const results = new Map<string, ToolResultEvent>();
  for (const item of view.trace) if (item.type === 'tool_result') results.set(item.id, item);
  const called = new Set(view.trace.flatMap((i) => (i.type === 'tool_call' ? [i.id] : [])));
  // A before_sentence hook's decision is listed under the sentence it checked, once that
  // sentence is decided; until then it stands in the trace where it came.
  const decided = new Set(view.trace.flatMap((i) => (i.type === 'sentence' ? [i.index] : [])));
  const onSentence = new Map<number, HookEventData[]>();
  for (const item of view.trace)
    if (item.type === 'hook' && item.sentence !== undefined && decided.has(item.sentence))
      onSentence.set(item.sentence, [...(onSentence.get(item.sentence) ?? []), item]);
  return (
    <section className="preview-trace" aria-label={label}>
      <ol className="trace-list">
        {view.trace.map((item, i) => {
          const key = `${i}-${item.type}`;
          switch (item.type) {
            case 'hook':
              return item.sentence !== undefined && decided.has(item.sentence) ? null : (
                <HookTrace key={key} item={item} />
              );
            case 'sentence':
              return (
                <SentenceTrace key={key} item={item} hooks={onSentence.get(item.index) ?? []} />
              );
            case 'tool_call':
              return <ToolTrace key={key} call={item} result={results.get(item.id)} />;
            case 'tool_result':
              // Shown with its call; a result without one (never expected) stands alone.
              return called.has(item.id) ? null : (
                <ToolTrace
                  key={key}
                  call={{ ...item, type: 'tool_call', arguments: null, rawArguments: '' }}
                  result={item}
                />
              );
            case 'model_start':
              return null;
            case 'model_end':
              return (
                <li key={key} className="trace-item trace-model" data-testid="trace-model">
                  <div className="trace-head">
                    <span className="trace-kind">
                      {t('preview.trace.round', { step: item.step })}
                    </span>
                    <span className="muted">{item.finishReason}</span>
                    <span className="muted">
                      {t('preview.trace.firstToken', { ms: item.firstTokenMs ?? '–' })}
                    </span>
                    {item.usage && <UsageText usage={item.usage} />}
                    <Ms value={item.durationMs} />
                  </div>
                  {item.toolCalls > 0 && item.text && (
                    <p className="trace-detail">
                      {t('preview.trace.saidFirst', { text: item.text })}
                    </p>
                  )}
                </li>
              );
            case 'error':
              return (
                <li key={key} className="trace-item trace-error" data-testid="trace-error">
                  <div className="trace-head">
                    <span className="trace-kind">{t('preview.trace.error')}</span>
                    <code>{item.code}</code>
                  </div>
                  {!technical && modelTrouble(item) ? (
                    <details className="trace-detail">
                      <summary>{t('modelDown.details')}</summary>
                      <p title={item.message}>{turnErrorMessage(item, lang)}</p>
                    </details>
                  ) : (
                    <p className="trace-detail" title={item.message}>
                      {turnErrorMessage(item, lang)}
                    </p>
                  )}
                </li>
              );
            default:
              return null;
          }
        })}
      </ol>
      {view.trace.length === 0 && view.status === 'running' && (
        <p className="muted">{t('preview.trace.waiting')}</p>
      )}
      {view.prompt && <PromptView prompt={view.prompt} />}
    </section>
  );
}
