import { useState, type FormEvent } from 'react';
import { useT } from '../../../lib/i18n';

interface Props {
  running: boolean;
  /** Why nothing can be sent now (an invalid live context); null when it can. */
  blockedBy: string | null;
  onSend: (text: string) => void;
  onStop: () => void;
  onClear: () => void;
  canClear: boolean;
  /** The outcome of the last Send, said by a live region (see sendStatus). */
  status: string;
}

/** The viewer's message; Enter sends, Shift+Enter starts a new line; Stop aborts the turn. */
export function Composer({ running, blockedBy, onSend, onStop, onClear, canClear, status }: Props) {
  const t = useT();
  const [text, setText] = useState('');
  const canSend = !running && !blockedBy && text.trim() !== '';
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!canSend) return;
    onSend(text.trim());
    setText('');
  };
  return (
    <form className="preview-composer" onSubmit={submit} aria-label={t('preview.composer')}>
      <div className="field">
        <label htmlFor="preview-message">{t('preview.message')}</label>
        <textarea
          id="preview-message"
          rows={2}
          value={text}
          placeholder={t('preview.messagePlaceholder')}
          aria-describedby={blockedBy ? 'preview-message-blocked' : undefined}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) submit(e);
          }}
        />
        {blockedBy && (
          <p className="field-hint" id="preview-message-blocked">
            {blockedBy}
          </p>
        )}
      </div>
      <div className="row-actions">
        {/* aria-disabled, not disabled: the text empties on Send and a disabled button
            would drop the focus to <body>; submit() ignores it while it cannot send. */}
        <button type="submit" className="button-primary" aria-disabled={!canSend}>
          {t('preview.send')}
        </button>
        <button type="button" onClick={onStop} disabled={!running}>
          {t('preview.stop')}
        </button>
        <button type="button" onClick={onClear} disabled={running || !canClear}>
          {t('preview.clear')}
        </button>
      </div>
      <p role="status" className="sr-only" data-testid="send-status">
        {status}
      </p>
    </form>
  );
}
