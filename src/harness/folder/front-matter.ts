/**
 * Markdown with YAML front matter. The body is kept byte for byte: the file adds one
 * final newline after it, which reading removes again.
 */
export function joinFrontMatter(yaml: string, body: string): string {
  return `---\n${yaml}---\n${body}\n`;
}

// Only "\n": a body may itself end in "\r", and that must survive.
function stripFinalNewline(text: string): string {
  return text.endsWith('\n') ? text.slice(0, -1) : text;
}

/** Splits at the first line that is exactly `---`; null when the file has no front matter. */
export function splitFrontMatter(text: string): { yaml: string; body: string } | null {
  const open = /^---\r?\n/.exec(text);
  if (!open) return null;
  let pos = open[0].length;
  for (;;) {
    const eol = text.indexOf('\n', pos);
    const end = eol === -1 ? text.length : eol;
    if (text.slice(pos, end).replace(/\r$/, '') === '---') {
      return {
        yaml: text.slice(open[0].length, pos),
        body: eol === -1 ? '' : stripFinalNewline(text.slice(eol + 1)),
      };
    }
    if (eol === -1) return null;
    pos = eol + 1;
  }
}
