import { useId, useState } from 'react';
import { useT } from '../../../lib/i18n';

/** The compiled system prompt and the tools offered, shown only when asked for (it is long). */
export function PromptView({ prompt }: { prompt: { system: string; tools: string[] } }) {
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
        </div>
      )}
    </div>
  );
}
