import type * as Monaco from 'monaco-editor';

/**
 * `{{` in a markdown model offers the template variables; the provider answers only for
 * the one model it was registered for.
 */
export function registerVariableCompletion(
  monaco: typeof Monaco,
  model: Monaco.editor.ITextModel,
  names: () => readonly string[],
): Monaco.IDisposable {
  return monaco.languages.registerCompletionItemProvider('markdown', {
    triggerCharacters: ['{', '.'],
    provideCompletionItems(m, position) {
      if (m !== model) return { suggestions: [] };
      const before = m.getValueInRange({
        startLineNumber: position.lineNumber,
        startColumn: 1,
        endLineNumber: position.lineNumber,
        endColumn: position.column,
      });
      const open = /\{\{\s*([a-zA-Z0-9_.]*)$/.exec(before);
      if (!open) return { suggestions: [] };
      const partial = open[1] ?? '';
      const after = m.getLineContent(position.lineNumber).slice(position.column - 1);
      const closed = /^\s*\}\}/.test(after);
      const range = {
        startLineNumber: position.lineNumber,
        startColumn: position.column - partial.length,
        endLineNumber: position.lineNumber,
        endColumn: position.column,
      };
      return {
        suggestions: names().map((name) => ({
          label: name,
          kind: monaco.languages.CompletionItemKind.Variable,
          insertText: closed ? name : `${name}}}`,
          range,
        })),
      };
    },
  });
}
