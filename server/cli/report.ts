import type { Diagnostic } from '../../src/harness/diagnostics';

/** The file a pointer came from: the longest source pointer that contains it. */
export function locate(pointer: string, sources: Record<string, string>): string | undefined {
  let best: string | undefined;
  for (const key of Object.keys(sources)) {
    const contains = key === '' || pointer === key || pointer.startsWith(key + '/');
    if (contains && (best === undefined || key.length > best.length)) best = key;
  }
  return best === undefined ? undefined : sources[best];
}

/** Folder import problems name their file in the message and point into the folder, not the document. */
function fileOf(d: Diagnostic, sources: Record<string, string>): string | undefined {
  return d.code.startsWith('folder.') ? undefined : locate(d.pointer, sources);
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function summary(diagnostics: readonly Diagnostic[]): string {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  return `${plural(errors, 'error')}, ${plural(diagnostics.length - errors, 'warning')}`;
}

/** `error   /skills/2/allowedTools/0  skill.unknown_tool  message (skills/x/SKILL.md)` */
export function formatLine(d: Diagnostic, file?: string): string {
  const where = file && !d.message.includes(file) ? ` (${file})` : '';
  return `${d.severity.padEnd(8)}${d.pointer || '(root)'}  ${d.code}  ${d.message}${where}`;
}

export function formatText(
  diagnostics: readonly Diagnostic[],
  sources: Record<string, string>,
): string {
  const lines = diagnostics.map((d) => formatLine(d, fileOf(d, sources)));
  return [...lines, summary(diagnostics)].join('\n') + '\n';
}

export function formatJson(
  path: string,
  diagnostics: readonly Diagnostic[],
  sources: Record<string, string>,
): string {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const report = {
    path,
    valid: errors === 0,
    errors,
    warnings: diagnostics.length - errors,
    diagnostics: diagnostics.map((d) => ({ ...d, file: fileOf(d, sources) })),
  };
  return JSON.stringify(report, null, 2) + '\n';
}
