/** How a JSON value first shows in a code field. */
export function formatJson(value: unknown): string {
  return value === undefined ? '' : JSON.stringify(value, null, 2);
}

export type ParsedText = { ok: true; value: unknown } | { ok: false };

export function parseJson(text: string): ParsedText {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** True when some code field's text does not parse: the entity cannot be saved yet. */
export function hasUnparsableText(texts: Readonly<Record<string, string>>): boolean {
  return Object.values(texts).some((t) => !parseJson(t).ok);
}
