import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { EntityKind } from '../../../harness';
import { ErrorNotice, Loading } from '../../../components/ui/async-state';
import { RefusedSave } from '../../../components/ui/form-problems';
import { useT } from '../../../lib/i18n';
import { useEditorFrame } from '../hooks/use-editor-frame';
import type { EntityEditor } from '../hooks/use-entity-editor';
import { ConflictView } from './conflict-view';
import { EntityEditorBar } from './entity-editor-bar';
import { ProblemsPanel } from './problems-panel';

interface Props {
  harnessId: string;
  kind: EntityKind;
  entityKey: string;
  title: string;
  editor: EntityEditor<unknown>;
  readOnly: boolean;
  children: ReactNode;
}

/**
 * What every entity editor shares: title with unsaved mark, save (button and Ctrl/Cmd+S),
 * the problems list (Ctrl/Cmd+Shift+M), the conflict screen, and `?focus=` jumps.
 */
export function EntityEditorFrame(props: Props) {
  const { harnessId, kind, entityKey, title, editor, readOnly, children } = props;
  const t = useT();
  const frame = useEditorFrame(props);

  if (editor.status === 'loading') return <Loading label={t('common.loading')} />;
  if (editor.status === 'error')
    return <ErrorNotice title={t('draft.loadFailed')} error={editor.error} />;
  if (editor.status === 'missing') {
    return (
      <section className="page">
        <ErrorNotice title={t('editor.missing', { key: entityKey })}>
          <p>
            <Link to={`/harnesses/${encodeURIComponent(harnessId)}`}>
              {t('editor.backToOverview')}
            </Link>
          </p>
        </ErrorNotice>
      </section>
    );
  }

  const showSaved = !!frame.savedAt && !editor.dirty && !editor.saving;
  return (
    <div className={frame.problemsOpen ? 'editor-with-problems' : undefined}>
      <section className="page editor" aria-labelledby="editor-title">
        <EntityEditorBar
          kind={kind}
          title={title}
          editor={editor}
          frame={frame}
          readOnly={readOnly}
        />
        <p role="status" className={showSaved ? 'notice notice-ok' : 'sr-only'}>
          {showSaved ? t('editor.saved') : ''}
        </p>
        {readOnly && <p className="notice">{t('editor.readOnly')}</p>}
        {frame.blocked && <p className="notice notice-warning">{t('editor.blockedByJson')}</p>}
        {frame.showSaveError && (
          <RefusedSave
            ref={frame.notice}
            title={t('editor.saveFailed')}
            error={editor.saveError}
            problems={frame.server}
          />
        )}
        {editor.removeError != null && (
          <ErrorNotice title={t('editor.saveFailed')} error={editor.removeError} />
        )}
        {editor.conflict ? (
          <ConflictView
            conflict={editor.conflict}
            saving={editor.saving}
            onSave={(value) => void editor.resolveWith(value).then(frame.finish)}
            onTakeTheirs={editor.discard}
          />
        ) : (
          <fieldset className="editor-fields" disabled={readOnly}>
            <legend className="sr-only">{title}</legend>
            {children}
          </fieldset>
        )}
      </section>
      <ProblemsPanel harnessId={harnessId} current={{ kind, key: entityKey }} />
    </div>
  );
}
