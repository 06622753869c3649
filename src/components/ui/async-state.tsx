import type { ReactNode } from 'react';

export function Loading({ label }: { label: string }) {
  return (
    // Announced politely, but not a role="status": screens keep that for their own state.
    <p className="muted" aria-live="polite" aria-busy="true">
      {label}
    </p>
  );
}

/** A failed request, said plainly, with what the server explained. */
export function ErrorNotice({
  title,
  error,
  children,
}: {
  title: string;
  error?: unknown;
  children?: ReactNode;
}) {
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <div className="notice notice-error" role="alert">
      <strong>{title}</strong>
      {detail && <p>{detail}</p>}
      {children}
    </div>
  );
}
