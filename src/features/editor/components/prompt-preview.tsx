import { useMemo, useState } from 'react';
import type { HarnessDocument } from '../../../harness';
import { compilePrompt } from '../../../harness/compile';
import { sampleContexts } from '../../../harness/sample';
import { useT } from '../../../lib/i18n';

/** The system prompt as the model will receive it, with a sample live context filled in. */
export function PromptPreview({ document }: { document: HarnessDocument | undefined }) {
  const t = useT();
  const [contextId, setContextId] = useState(sampleContexts[0]?.id ?? '');
  const prompt = useMemo(() => {
    const context = sampleContexts.find((c) => c.id === contextId)?.context ?? {};
    if (!document) return null;
    try {
      return compilePrompt(document, context);
    } catch {
      return null;
    }
  }, [document, contextId]);
  const text = prompt?.system ?? null;
  const role = document?.settings.turnMessageRole ?? 'system';
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
      {prompt?.turn != null && (
        <>
          {/* The cache-friendly layout's per-turn sections, sent just before the viewer's message. */}
          <h3 className="section-title" id="preview-turn-title">
            {t('prompt.previewTurn', { role })}
          </h3>
          <pre
            className="preview-text"
            data-testid="prompt-preview-turn"
            aria-labelledby="preview-turn-title"
            tabIndex={0}
          >
            {prompt.turn}
          </pre>
        </>
      )}
    </section>
  );
}
