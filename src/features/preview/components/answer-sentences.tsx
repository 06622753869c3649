import { useId } from 'react';
import { useT } from '../../../lib/i18n';
import type { TracedSentence } from '../model/turn-view';
import { checkerName, guardReason } from '../../../lib/guard-words';

/**
 * What the viewer heard, sentence by sentence as the hooks released them: the heard text
 * (a replaced sentence or the ending after a block marked in it), then a note for each
 * sentence the hooks changed, dropped or blocked, which says what the model had written.
 */
export function AnswerSentences({ sentences }: { sentences: readonly TracedSentence[] }) {
  const t = useT();
  const notesId = useId();
  const heard = sentences.filter((s) => s.text);
  const noted = sentences.filter((s) => s.outcome !== 'continue' || s.ending);
  const hooks = (s: TracedSentence) =>
    (s.replacedBy ?? []).map((id) => checkerName(t, id)).join(', ');
  const note = (s: TracedSentence): string => {
    const n = s.index + 1;
    if (s.ending) return t('preview.sentence.noteEnding', { n });
    if (s.outcome === 'block')
      return t('preview.sentence.noteBlocked', {
        n,
        hook: checkerName(t, s.blocked?.hookId ?? ''),
        reason: s.blocked ? guardReason(t, s.blocked) : '',
      });
    if (s.text === '') return t('preview.sentence.noteDropped', { n, hooks: hooks(s) });
    return t('preview.sentence.noteReplaced', { n, hooks: hooks(s) });
  };
  return (
    <>
      {heard.length > 0 && (
        <p
          className="answer-text"
          data-testid="answer-text"
          aria-describedby={noted.length > 0 ? notesId : undefined}
        >
          {heard.map((s) => (
            <span
              key={s.index}
              className={`answer-sentence sentence-${s.ending ? 'ending' : s.outcome}`}
              data-testid="answer-sentence"
              title={s.ending || s.outcome !== 'continue' ? note(s) : undefined}
            >
              {s.text}
            </span>
          ))}
        </p>
      )}
      {noted.length > 0 && (
        <ul className="answer-sentence-notes" id={notesId} data-testid="answer-sentence-notes">
          {noted.map((s) => (
            <li
              key={s.index}
              className={`sentence-note sentence-${s.ending ? 'ending' : s.outcome}`}
            >
              <span>{note(s)}</span>
              {/* A blocked or changed sentence was never said: what the model wrote, struck. */}
              {!s.ending && (
                <span className="sentence-original">
                  {t('preview.sentence.modelWrote')} <s>{s.original}</s>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The model's text that no hook has passed yet: its draft, said apart from the answer. */
export function AnswerDraft({ text, running }: { text: string; running: boolean }) {
  const t = useT();
  const labelId = useId();
  if (!text) return null;
  return (
    <div className="answer-draft" role="group" aria-labelledby={labelId} data-testid="answer-draft">
      <span className="answer-draft-label" id={labelId}>
        {t(running ? 'preview.draft.writing' : 'preview.draft.unsaid')}
      </span>
      <p>{text}</p>
    </div>
  );
}
