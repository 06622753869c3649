import type { TokenUsage } from '../../../harness';
import { useLanguage, useT } from '../../../lib/i18n';

/**
 * A JSON value the way the model and the tools see it. Long values scroll inside their box,
 * so it takes the keyboard's focus: scrolled by arrow keys, not only by a mouse wheel.
 */
export function Json({ label, value }: { label: string; value: unknown }) {
  return (
    <div className="trace-json">
      <span className="muted">{label}</span>
      <pre tabIndex={0}>{JSON.stringify(value, null, 2)}</pre>
    </div>
  );
}

/**
 * A duration in milliseconds, one decimal below 10 ms (the hooks' and runtime's scale).
 * NaN is a duration nobody measured (a replayed run record keeps no step timings).
 */
export function formatMs(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || Number.isNaN(ms)) return '–';
  if (ms >= 1000) return `${(ms / 1000).toFixed(2)} s`;
  return `${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms`;
}

export function Ms({ value }: { value: number | null | undefined }) {
  const t = useT();
  return (
    <span className="trace-ms" title={t('preview.trace.duration')}>
      {formatMs(value)}
    </span>
  );
}

/** Tokens a model request used: the prompt, the share its prefix cache served, the reply. */
export function useUsageText(): (usage: TokenUsage) => string {
  const t = useT();
  const lang = useLanguage();
  const count = (n: number) => n.toLocaleString(lang);
  return (usage) =>
    t(usage.cachedTokens === null ? 'preview.usage.noCache' : 'preview.usage.text', {
      prompt: count(usage.promptTokens),
      cached:
        usage.promptTokens > 0 && usage.cachedTokens !== null
          ? Math.round((usage.cachedTokens / usage.promptTokens) * 100)
          : 0,
      completion: count(usage.completionTokens),
    });
}

export function UsageText({ usage }: { usage: TokenUsage }) {
  const t = useT();
  const text = useUsageText();
  return (
    <span className="muted" title={t('preview.usage.title')}>
      {text(usage)}
    </span>
  );
}
