import { parse, stringify } from 'yaml';

export type ReadResult = { ok: true; value: unknown } | { ok: false; message: string };

const WRITE = { lineWidth: 0, aliasDuplicateObjects: false } as const;

/**
 * No anchors for shared objects and no folding, so files read plainly and diff by line.
 * The yaml package writes some whitespace-only lines as block scalars it cannot read
 * back (" \n"), so any text that does not survive is written double-quoted instead.
 */
export function toYaml(value: unknown): string {
  const text = stringify(value, WRITE);
  const back = readYaml(text);
  if (back.ok && JSON.stringify(back.value) === JSON.stringify(value)) return text;
  return stringify(value, { ...WRITE, blockQuote: false });
}

/** The first line of a parser message; the rest is a code excerpt that clutters one-line output. */
function firstLine(e: unknown): string {
  const text = e instanceof Error ? e.message : String(e);
  return (text.split('\n')[0] ?? text).replace(/:$/, '');
}

export function readYaml(text: string): ReadResult {
  try {
    return { ok: true, value: parse(text, { logLevel: 'error', maxAliasCount: 100 }) };
  } catch (e) {
    return { ok: false, message: firstLine(e) };
  }
}

export function readJson(text: string): ReadResult {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    return { ok: false, message: firstLine(e) };
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
