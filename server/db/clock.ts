/** Stored times are ISO 8601 UTC with milliseconds: they sort as text on both databases. */
export function nowIso(): string {
  return new Date().toISOString();
}

/** Parses a caller's time (ISO string or Date) to the stored form; null when unreadable. */
export function toStoredTime(value: string | Date): string | null {
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}
