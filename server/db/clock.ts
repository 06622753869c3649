/** Stored times are ISO 8601 UTC with milliseconds: they sort as text on both databases. */
export function nowIso(): string {
  return new Date().toISOString();
}

/** Parses a caller's time (ISO string or Date) to the stored form; null when unreadable. */
export function toStoredTime(value: string | Date): string | null {
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}

export function parseJson(text: string | null): unknown {
  return text === null ? null : (JSON.parse(text) as unknown);
}

export function jsonOrNull(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}
