export interface EditorMarker {
  message: string;
  severity: 'error' | 'warning';
  /** JSON documents: a pointer into the text's value. */
  pointer?: string;
  /** Any text: a 1-based line. */
  line?: number;
  /** Any text: character offset and length of the exact part. */
  offset?: number;
  length?: number;
}

export interface CodeEditorProps {
  /** Pointer of the edited value in its entity: the problems list focuses the editor by it. */
  pointer: string;
  /** Read to screen readers as the editor's name. */
  label: string;
  language: 'json' | 'javascript' | 'markdown';
  /** Model URI; tool parameter schemas end in `.parameters.json` to get the meta-schema. */
  path: string;
  value: string;
  onChange: (value: string) => void;
  markers?: readonly EditorMarker[];
  readOnly?: boolean;
  height?: number;
  /** Markdown: names offered after `{{` (template variables). */
  completions?: readonly string[];
}

/** Models whose path ends like this are tool parameter schemas (they get the meta-schema). */
export const TOOL_SCHEMA_SUFFIX = '.parameters.json';
