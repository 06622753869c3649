import { useMemo, useState } from 'react';
import type { HarnessDocument } from '../../../harness';
import { compileSystemPrompt } from '../../../harness/compile';
import { sampleContexts } from '../../../harness/sample';
import { useT } from '../../../lib/i18n';

/** The system prompt as the model will receive it, with a sample live context filled in. */
export function PromptPreview({ document }: { document: HarnessDocument | undefined }) {
  const t = useT();
  const [contextId, setContextId] = useState(sampleContexts[0]?.id ?? '');
  const text = useMemo(() => {
    const context = sampleContexts.find((c) => c.id === contextId)?.context ?? {};
    if (!document) return null;
    try {
      return compileSystemPrompt(document, context);
    } catch {
      return null;
    }
  }, [document, contextId]);
  return (
    <section className="group prompt-preview" aria-labelledby="preview-title">
      <h2 className="section-title" id="preview-title">
        {t('prompt.preview')}
      </h2>
      <div className="field">
        <label htmlFor="preview-context">{t('prompt.previewContext')}</label>
        <select
          id="preview-context"
          value={contextId}
          onChange={(e) => setContextId(e.target.value)}
        >
          {sampleContexts.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </select>
      </div>
      {text === null ? (
        <p className="muted">{t('prompt.previewUnavailable')}</p>
      ) : (
        <pre className="preview-text" data-testid="prompt-preview" tabIndex={0}>
          {text}
        </pre>
      )}
    </section>
  );
}
