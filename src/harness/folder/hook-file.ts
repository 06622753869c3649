import { stringify } from 'yaml';
import { toYaml } from './yaml-io';

const OPEN = '/* harness-hook';

/**
 * A hook file is its settings in a leading block comment, then the source verbatim.
 * The comment ends at the first line that is exactly `*\/`; YAML never writes such a
 * line, so a source containing `*\/` anywhere survives.
 */
export function joinHookFile(settings: Record<string, unknown>, source: string): string {
  return `${OPEN}\n${headerYaml(settings)}*/\n${source}`;
}

/** A `*\/` inside a setting would end the JS comment early: write strings double-quoted, `/` escaped. */
function headerYaml(settings: Record<string, unknown>): string {
  const plain = toYaml(settings);
  if (!plain.includes('*/')) return plain;
  const quoted = stringify(settings, {
    lineWidth: 0,
    aliasDuplicateObjects: false,
    blockQuote: false,
    defaultStringType: 'QUOTE_DOUBLE',
    defaultKeyType: 'PLAIN',
  });
  return quoted.replace(/\*\//g, '*\\/');
}

/** null when the file does not start with the header comment. */
export function splitHookFile(text: string): { yaml: string; source: string } | null {
  const header = [`${OPEN}\n`, `${OPEN}\r\n`].find((line) => text.startsWith(line));
  if (header === undefined) return null;
  const start = header.length;
  let pos = start;
  for (;;) {
    const eol = text.indexOf('\n', pos);
    const end = eol === -1 ? text.length : eol;
    if (text.slice(pos, end).replace(/\r$/, '') === '*/') {
      return {
        yaml: text.slice(start, pos),
        source: eol === -1 ? '' : text.slice(eol + 1),
      };
    }
    if (eol === -1) return null;
    pos = eol + 1;
  }
}
