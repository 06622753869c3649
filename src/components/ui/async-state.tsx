import { forwardRef, type ReactNode } from 'react';
import { useLanguage } from '../../lib/i18n';
import { problemMessage } from '../../lib/problem-message';

export function Loading({ label }: { label: string }) {
  return (
    // Announced politely, but not a role="status": screens keep that for their own state.
    <p className="muted" aria-live="polite" aria-busy="true">
      {label}
    </p>
  );
}

/**
 * A failed request, said plainly in the reader's language (the server's English detail kept
 * as the tooltip). Focusable, so a failed save can bring it into view.
 */
export const ErrorNotice = forwardRef<
  HTMLDivElement,
  { title: string; error?: unknown; children?: ReactNode }
>(function ErrorNotice({ title, error, children }, ref) {
  const language = useLanguage();
  const { text, english } = problemMessage(error, language);
  return (
    <div className="notice notice-error" role="alert" ref={ref} tabIndex={-1}>
      <strong>{title}</strong>
      {text && <p title={english !== text ? english : undefined}>{text}</p>}
      {children}
    </div>
  );
});
