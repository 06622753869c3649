import { isCollectionKind, type EntityKind } from '../../../harness';
import { SaveBlocked } from '../../../components/ui/form-problems';
import { useT } from '../../../lib/i18n';
import type { EditorFrameState } from '../hooks/use-editor-frame';
import type { EntityEditor } from '../hooks/use-entity-editor';

interface Props {
  kind: EntityKind;
  title: string;
  editor: EntityEditor<unknown>;
  frame: EditorFrameState;
  readOnly: boolean;
}

/** The entity's title with its unsaved mark, and its actions: problems, delete, discard, save. */
export function EntityEditorBar({ kind, title, editor, frame, readOnly }: Props) {
  const t = useT();
  const errors = editor.diagnostics.filter((d) => d.severity === 'error').length;
  return (
    <div className="editor-bar">
      <h1 id="editor-title">
        {title}
        {editor.dirty && (
          <span className="unsaved" data-testid="unsaved">
            {' '}
            ● {t('status.unsaved')}
          </span>
        )}
      </h1>
      <div className="editor-actions">
        <button
          type="button"
          onClick={frame.toggleProblems}
          aria-expanded={frame.problemsOpen}
          title={t('editor.problemsShortcut')}
        >
          {t('editor.problems', { count: errors })}
        </button>
        {!readOnly && isCollectionKind(kind) && (
          <button type="button" className="button-danger" onClick={frame.drop}>
            {editor.entity ? t('editor.delete') : t('editor.discardNew')}
          </button>
        )}
        {!readOnly && editor.entity && editor.dirty && (
          <button type="button" onClick={editor.discard}>
            {t('editor.discard')}
          </button>
        )}
        {!readOnly && (
          <button
            type="button"
            ref={frame.saveButton}
            className="button-primary"
            onClick={frame.save}
            // Not `disabled`: a disabled button drops the focus to <body> when the save
            // starts; this one keeps it, ignores clicks (save() checks canSave), and the
            // status line below says the outcome.
            aria-disabled={!frame.canSave}
            aria-describedby={frame.wrongFields > 0 && editor.dirty ? 'save-blocked' : undefined}
            title={t('editor.saveShortcut')}
          >
            {editor.saving ? t('editor.saving') : t('editor.save')}
          </button>
        )}
        {!readOnly && editor.dirty && <SaveBlocked id="save-blocked" fields={frame.wrongFields} />}
      </div>
    </div>
  );
}
