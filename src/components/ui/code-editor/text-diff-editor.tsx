import { DiffEditor } from '@monaco-editor/react';
import './monaco-setup';

export interface TextDiffEditorProps {
  original: string;
  modified: string;
  language?: string;
  label: string;
  height?: number;
}

/** Monaco's side-by-side diff of two texts, read-only. */
export default function TextDiffEditor({
  original,
  modified,
  language = 'markdown',
  label,
  height = 320,
}: TextDiffEditorProps) {
  return (
    <div className="code-editor" style={{ height }} role="group" aria-label={label}>
      <DiffEditor
        original={original}
        modified={modified}
        language={language}
        loading={null}
        options={{
          readOnly: true,
          originalEditable: false,
          renderSideBySide: true,
          minimap: { enabled: false },
          wordWrap: 'on',
          scrollBeyondLastLine: false,
          automaticLayout: true,
          fontSize: 13,
        }}
      />
    </div>
  );
}
