import { TextAreaField } from '../../../components/ui/field';
import { useT } from '../../../lib/i18n';

interface Props {
  comments: readonly string[];
  onChange: (comments: string[]) => void;
  /** Answer one comment as the viewer's message. */
  onAsk: (comment: string) => void;
  canAsk: boolean;
  errorsAt: (pointer: string) => string[];
}

/**
 * The burst of comments scrolling by: the model sees them as the room's mood, and any one
 * of them can be put to the host as the question of the next turn.
 */
export function CommentBurst({ comments, onChange, onAsk, canAsk, errorsAt }: Props) {
  const t = useT();
  return (
    <fieldset className="group">
      <legend>{t('preview.comments')}</legend>
      <TextAreaField
        pointer="/context/comments"
        label={t('preview.commentsField')}
        hint={t('preview.onePerLine')}
        rows={3}
        value={comments.join('\n')}
        // Blank lines are dropped only when sent, so typing a new line works.
        onChange={(text) => onChange(text.split('\n'))}
        errors={errorsAt('/comments')}
      />
      {comments.some((c) => c.trim()) && (
        <ul className="preview-comments" aria-label={t('preview.commentsAsk')}>
          {comments
            .map((c) => c.trim())
            .filter(Boolean)
            .map((c, i) => (
              <li key={`${i}-${c}`}>
                <button type="button" disabled={!canAsk} onClick={() => onAsk(c)}>
                  {t('preview.askComment', { comment: c })}
                </button>
              </li>
            ))}
        </ul>
      )}
    </fieldset>
  );
}
