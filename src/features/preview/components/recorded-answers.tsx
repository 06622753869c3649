import { Fragment } from 'react';
import { useT } from '../../../lib/i18n';
import { spokenText, type TurnView } from '../model/turn-view';
import { AnswerCard } from './answer-card';
import { TraceView } from './trace-view';

/** A host turn written in the replayed test case: text only, nothing ran. */
export function WrittenAnswer({ view }: { view: TurnView | undefined }) {
  const t = useT();
  const text = view ? spokenText(view) : null;
  return (
    <article className="preview-answer answer-written" aria-label={t('preview.replay.fromCase')}>
      <header className="answer-head">
        <strong>{t('preview.replay.fromCase')}</strong>
      </header>
      {text ? (
        <p className="answer-text">{text}</p>
      ) : (
        <p className="muted">{t('preview.replay.noHostTurn')}</p>
      )}
    </article>
  );
}

/**
 * The stored run's answers to the case's last message, one row per trial (answer beside
 * its trace), drawn by the same components as a live answer.
 */
export function RecordedRow({ trials }: { trials: readonly TurnView[] }) {
  const t = useT();
  return (
    <div className="exchange-grid single" data-testid="recorded-trials">
      {trials.map((view, i) => (
        <Fragment key={i}>
          <AnswerCard view={view} label={t('preview.replay.trial', { trial: i + 1 })} />
          <div>
            <TraceView view={view} label={t('preview.replay.trialTrace', { trial: i + 1 })} />
            {view.recorded === 'record' && (
              <p className="field-hint">{t('preview.replay.recordOnly')}</p>
            )}
          </div>
        </Fragment>
      ))}
    </div>
  );
}
