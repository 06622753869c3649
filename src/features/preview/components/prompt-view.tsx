import { useId, useState } from 'react';
import { useT } from '../../../lib/i18n';
import type { TurnView } from '../model/turn-view';

/**
 * The compiled system prompt, the tools offered and, in the cache-friendly layout, the
 * per-turn message; shown only when asked for (it is long).
 */
export function PromptView({ prompt }: { prompt: NonNullable<TurnView['prompt']> }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="preview-prompt">
      <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {open ? t('preview.prompt.hide') : t('preview.prompt.show')}
      </button>
      {open && (
        <div id={id}>
          <p className="muted">
            {t('preview.prompt.tools', {
              tools: prompt.tools.join(', ') || t('preview.prompt.noTools'),
            })}
          </p>
          <pre className="preview-prompt-text" tabIndex={0} aria-label={t('preview.prompt.label')}>
            {prompt.system}
          </pre>
          {prompt.turn && (
            <>
              <p className="muted" id={`${id}-turn`}>
                {t('preview.prompt.turnLabel', { role: prompt.turn.role })}
              </p>
              <pre className="preview-prompt-text" tabIndex={0} aria-labelledby={`${id}-turn`}>
                {prompt.turn.content}
              </pre>
            </>
          )}
        </div>
      )}
    </div>
  );
}
