import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { isCollectionKind, type EntityKind } from '../../../harness';
import { ErrorNotice, Loading } from '../../../components/ui/async-state';
import {
  fieldCount,
  RefusedSave,
  SaveBlocked,
  showRefusal,
} from '../../../components/ui/form-problems';
import { isApiError } from '../../../lib/api-client';
import { focusField, focusFirstField } from '../../../lib/field-id';
import { useT } from '../../../lib/i18n';
import { useShortcut } from '../../../lib/use-shortcut';
import type { EntityEditor } from '../hooks/use-entity-editor';
import { useServerProblems } from '../hooks/use-field-errors';
import { entityHref } from '../model/entity-routes';
import { hasUnparsableText } from '../model/json-text';
import { useEditorStore } from '../store/editor-store';
import { ConflictView } from './conflict-view';
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
export function EntityEditorFrame({
  harnessId,
  kind,
  entityKey,
  title,
  editor,
  readOnly,
  children,
}: Props) {
  const t = useT();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  // A save that renamed the entity lands on its new URL: the notice comes along.
  const [savedAt, setSavedAt] = useState<number | null>(
    () => (location.state as { savedAt?: number } | null)?.savedAt ?? null,
  );
  const problemsOpen = useEditorStore((s) => s.problemsOpen);
  const setProblemsOpen = useEditorStore((s) => s.setProblemsOpen);
  const ready = editor.status === 'ready';
  const blocked = hasUnparsableText(editor.texts);
  // Save waits while a field is wrong: the draft check's errors, and a refusal's still standing.
  const server = useServerProblems(editor);
  const wrong = [
    ...editor.diagnostics.filter((d) => d.severity === 'error').map((d) => ({ pointer: d.rel })),
    ...server,
  ];
  const wrongFields = fieldCount(wrong);
  const canSave =
    ready &&
    !readOnly &&
    editor.dirty &&
    !editor.saving &&
    !editor.conflict &&
    !blocked &&
    wrongFields === 0;
  // A refusal about fields only, all fixed since, has nothing left to say.
  const fieldRefusal =
    (isApiError(editor.saveError, 400) || isApiError(editor.saveError, 422)) &&
    (editor.saveError.problem.errors ?? []).length > 0;
  const showSaveError = editor.saveError != null && !(fieldRefusal && server.length === 0);
  const notice = useRef<HTMLDivElement>(null);
  const shownError = useRef<unknown>(null);
  useEffect(() => {
    // A new refusal is brought into view: its first field, else the notice.
    if (!editor.saveError || shownError.current === editor.saveError) return;
    shownError.current = editor.saveError;
    showRefusal(server, notice.current);
  }, [editor.saveError, server]);

  const saveButton = useRef<HTMLButtonElement>(null);
  const finish = (savedKey: string | undefined) => {
    // The conflict screen's buttons go away with it: give the focus back to Save.
    requestAnimationFrame(() => {
      if (!document.activeElement || document.activeElement === document.body) {
        saveButton.current?.focus();
      }
    });
    if (savedKey === undefined) return;
    const now = Date.now();
    setSavedAt(now);
    if (savedKey !== entityKey) {
      navigate(entityHref(harnessId, kind, savedKey), { replace: true, state: { savedAt: now } });
    }
  };
  const save = () => {
    if (canSave) void editor.save().then(finish);
    // Save waits for a fix: take the person to the first field to fix.
    else if (wrongFields > 0) focusFirstField(wrong.map((w) => w.pointer));
  };
  const overview = `/harnesses/${encodeURIComponent(harnessId)}`;
  const drop = () => {
    if (!editor.entity) {
      editor.discard();
      navigate(overview, { replace: true });
    } else if (window.confirm(t('editor.confirmDelete', { key: entityKey }))) {
      void editor.remove().then((ok) => ok && navigate(overview, { replace: true }));
    }
  };
  useShortcut({ key: 's', mod: true }, save, ready);
  useShortcut({ key: 'm', mod: true, shift: true }, () => setProblemsOpen(!problemsOpen));

  // A link from the problems list or elsewhere may name the field to open at.
  const focus = params.get('focus');
  const focused = useRef(false);
  useEffect(() => {
    if (!ready || focus === null || focused.current) return;
    focused.current = true;
    // Give lazily loaded fields (Monaco) a moment to register themselves.
    const timer = setTimeout(() => {
      focusField(focus === '/' ? '' : focus);
      setParams((p) => (p.delete('focus'), p), { replace: true });
    }, 50);
    return () => clearTimeout(timer);
  }, [ready, focus, setParams]);

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

  const showSaved = !!savedAt && !editor.dirty && !editor.saving;
  const errors = editor.diagnostics.filter((d) => d.severity === 'error').length;
  return (
    <div className={problemsOpen ? 'editor-with-problems' : undefined}>
      <section className="page editor" aria-labelledby="editor-title">
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
              onClick={() => setProblemsOpen(!problemsOpen)}
              aria-expanded={problemsOpen}
              title={t('editor.problemsShortcut')}
            >
              {t('editor.problems', { count: errors })}
            </button>
            {!readOnly && isCollectionKind(kind) && (
              <button type="button" className="button-danger" onClick={drop}>
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
                ref={saveButton}
                className="button-primary"
                onClick={save}
                // Not `disabled`: a disabled button drops the focus to <body> when the save
                // starts; this one keeps it, ignores clicks (save() checks canSave), and the
                // status line below says the outcome.
                aria-disabled={!canSave}
                aria-describedby={wrongFields > 0 && editor.dirty ? 'save-blocked' : undefined}
                title={t('editor.saveShortcut')}
              >
                {editor.saving ? t('editor.saving') : t('editor.save')}
              </button>
            )}
            {!readOnly && editor.dirty && <SaveBlocked id="save-blocked" fields={wrongFields} />}
          </div>
        </div>
        <p role="status" className={showSaved ? 'notice notice-ok' : 'sr-only'}>
          {showSaved ? t('editor.saved') : ''}
        </p>
        {readOnly && <p className="notice">{t('editor.readOnly')}</p>}
        {blocked && <p className="notice notice-warning">{t('editor.blockedByJson')}</p>}
        {showSaveError && (
          <RefusedSave
            ref={notice}
            title={t('editor.saveFailed')}
            error={editor.saveError}
            problems={server}
          />
        )}
        {editor.removeError != null && (
          <ErrorNotice title={t('editor.saveFailed')} error={editor.removeError} />
        )}
        {editor.conflict ? (
          <ConflictView
            conflict={editor.conflict}
            saving={editor.saving}
            onSave={(value) => void editor.resolveWith(value).then(finish)}
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
