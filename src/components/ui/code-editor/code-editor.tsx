import { useEffect, useRef, useState } from 'react';
import Editor, { type OnMount } from '@monaco-editor/react';
import type * as Monaco from 'monaco-editor';
import { nearestPointerRange } from '../../../lib/json-pointer-range';
import { registerFieldFocus } from '../../../lib/field-id';
import { monaco } from './monaco-setup';
import { toMarkerData } from './markers';
import { registerVariableCompletion } from './variable-completion';
import type { CodeEditorProps } from './types';

/** Monaco for one field: markers from the core's diagnostics, focus by pointer. */
export default function CodeEditor({
  pointer,
  label,
  language,
  path,
  value,
  onChange,
  markers = [],
  readOnly = false,
  height = 320,
  completions,
}: CodeEditorProps) {
  const editorRef = useRef<Monaco.editor.IStandaloneCodeEditor | null>(null);
  const [mounted, setMounted] = useState(false);
  const names = useRef(completions ?? []);
  useEffect(() => {
    names.current = completions ?? [];
  }, [completions]);

  useEffect(() => {
    const model = editorRef.current?.getModel();
    if (!mounted || !model || language !== 'markdown') return;
    const registration = registerVariableCompletion(monaco, model, () => names.current);
    return () => registration.dispose();
  }, [mounted, language, path]);

  const onMount: OnMount = (editor) => {
    editorRef.current = editor;
    setMounted(true);
  };

  // The problems list jumps here: to the part of the JSON a sub-pointer names.
  useEffect(() => {
    if (!mounted) return;
    return registerFieldFocus(pointer, (sub) => {
      const editor = editorRef.current;
      const model = editor?.getModel();
      if (!editor || !model) return;
      editor.focus();
      const found = language === 'json' && sub ? nearestPointerRange(model.getValue(), sub) : null;
      if (found) {
        const at = model.getPositionAt((found.key ?? found.value).start);
        editor.setPosition(at);
        editor.revealPositionInCenter(at);
      }
    });
  }, [mounted, pointer, language]);

  useEffect(() => {
    const model = editorRef.current?.getModel();
    if (!mounted || !model) return;
    monaco.editor.setModelMarkers(model, 'harness', toMarkerData(monaco, model, markers));
  }, [mounted, markers, value]);

  return (
    <div className="code-editor" style={{ height }}>
      <Editor
        path={path}
        language={language}
        value={value}
        onChange={(v) => onChange(v ?? '')}
        onMount={onMount}
        loading={null}
        options={{
          ariaLabel: label,
          readOnly,
          minimap: { enabled: false },
          fontSize: 13,
          tabSize: 2,
          scrollBeyondLastLine: false,
          automaticLayout: true,
          // Tab moves to the next field (keyboard users are not trapped); Enter still indents.
          tabFocusMode: true,
          wordWrap: language === 'markdown' ? 'on' : 'off',
          fixedOverflowWidgets: true,
        }}
      />
    </div>
  );
}
