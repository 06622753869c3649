import type { ReactNode } from 'react';
import { turnErrorMessage } from '../../../lib/diagnostic-message';
import { useLanguage, useT } from '../../../lib/i18n';
import { modelTrouble } from '../model/model-down';
import { draftText, sentencesOf, spokenText, type TurnView } from '../model/turn-view';
import { AnswerDraft, AnswerSentences } from './answer-sentences';
import { LatencyLine } from './latency-line';
import { checkerName, guardReason } from '../../../lib/guard-words';

interface Props {
  view: TurnView;
  label: string;
  /** What may be done with a finished answer (save it as a test case). */
  actions?: ReactNode;
  /** The reader runs model servers: the server's words and commands, not whom to ask. */
  technical?: boolean;
}

/** What the host says, as it streams, and why it differs from what the model wrote. */
export function AnswerCard({ view, label, actions, technical = true }: Props) {
  const t = useT();
  const lang = useLanguage();
  const text = spokenText(view);
  const sentences = sentencesOf(view);
  const draft = draftText(view);
  const reply = view.reply;
  // A before_reply hook may still have changed the whole reply after its sentences left.
  const rewrittenWhole =
    sentences.length === 0 || (text ?? '') !== sentences.map((s) => s.text ?? '').join('');
  const stoppedAt = rewrittenWhole ? undefined : sentences.find((s) => s.outcome === 'block');
  const trouble = view.error ? modelTrouble(view.error) : null;
  const status =
    view.status === 'running'
      ? t('preview.status.running')
      : view.status === 'cancelled'
        ? t('preview.status.cancelled')
        : view.status === 'failed' || view.done?.outcome === 'error'
          ? t('preview.status.failed')
          : t(`preview.outcomeDone.${view.done?.outcome ?? 'reply'}`);
  return (
    <article
      className={`preview-answer answer-${view.status}`}
      aria-label={label}
      aria-busy={view.status === 'running'}
    >
      <header className="answer-head">
        <strong>{label}</strong>
        <span className="muted" aria-live="polite">
          {status}
        </span>
      </header>
      {sentences.length > 0 && !rewrittenWhole ? (
        <AnswerSentences sentences={sentences} />
      ) : (
        text && (
          <p className="answer-text" data-testid="answer-text">
            {text}
          </p>
        )
      )}
      <AnswerDraft text={draft} running={view.status === 'running'} />
      {!text && !draft && view.status === 'running' && <p className="muted">…</p>}
      {reply?.blocked && stoppedAt && (
        <p className="notice notice-warning" data-testid="answer-blocked">
          {t(text ? 'preview.reply.blockedAt' : 'preview.reply.blockedFirst', {
            hook: checkerName(t, reply.blocked.hookId),
            n: stoppedAt.index + 1,
          })}
        </p>
      )}
      {reply?.blocked && !stoppedAt && (
        <p className="notice notice-warning" data-testid="answer-blocked">
          {t('preview.reply.blocked', {
            hook: checkerName(t, reply.blocked.hookId),
            reason: guardReason(t, reply.blocked),
          })}
        </p>
      )}
      {reply && !reply.blocked && reply.source === 'hook' && (
        <p className="answer-note">
          {t('preview.reply.byHook', { hook: checkerName(t, reply.hookId ?? '') })}
        </p>
      )}
      {reply && !reply.blocked && reply.replaced && rewrittenWhole && (
        <details className="answer-note" data-testid="answer-replaced">
          <summary>
            {t('preview.reply.rewritten', { hooks: (reply.rewrittenBy ?? []).join(', ') })}
          </summary>
          <p>{t('preview.reply.original', { text: reply.original ?? '' })}</p>
        </details>
      )}
      {view.error && (
        <div className="notice notice-error" role="alert" data-testid="answer-error">
          <strong>{t('preview.error.title')}</strong>
          {!technical && trouble ? (
            <>
              <p data-testid="answer-error-plain">
                {t(trouble === 'down' ? 'modelDown.preview' : 'modelDown.previewSetup')}
              </p>
              <details className="answer-error-details">
                <summary>{t('modelDown.details')}</summary>
                <p title={view.error.message}>{turnErrorMessage(view.error, lang)}</p>
              </details>
            </>
          ) : (
            <p title={view.error.message}>{turnErrorMessage(view.error, lang)}</p>
          )}
        </div>
      )}
      {view.status === 'failed' && !view.error && (
        <div className="notice notice-error" role="alert" data-testid="answer-error">
          <strong>{t('preview.error.request')}</strong>
          <p>{view.requestError ?? t('preview.error.ended')}</p>
        </div>
      )}
      <LatencyLine view={view} />
      {actions && <div className="row-actions answer-actions">{actions}</div>}
    </article>
  );
}
