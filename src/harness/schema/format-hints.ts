/** What a format check's sentence asks for, for readers in another language. */
export interface FormatHint {
  kind: 'slug' | 'toolName' | 'localTime' | 'code';
  /** A value that passes, as the sentence shows it. */
  example?: string;
  /** A length range such as "3-32". */
  range?: string;
}

// zod keeps no params on a regex issue, only the schema's sentence; so each sentence is
// registered with its hint where the schema declares it, and parse.ts looks it up.
const HINTS = new Map<string, FormatHint>();

/** The schema's sentence, remembered with the params a translation of it needs. */
export function formatHint(hint: FormatHint, message: string): string {
  HINTS.set(message, hint);
  return message;
}

export function hintFor(message: string): FormatHint | undefined {
  return HINTS.get(message);
}
