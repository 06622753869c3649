import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { EntityKind } from '../../../harness';
import { focusFirstField } from '../../../lib/field-id';
import { useT } from '../../../lib/i18n';
import { useShortcut } from '../../../lib/use-shortcut';
import { entityHref } from '../model/entity-routes';
import { useEditorStore } from '../store/editor-store';
import type { EntityEditor } from './use-entity-editor';
import { useFocusParam } from './use-focus-param';
import { useSaveGate } from './use-save-gate';

interface Input {
  harnessId: string;
  kind: EntityKind;
  entityKey: string;
  editor: EntityEditor<unknown>;
  readOnly: boolean;
}

/** The entity frame's actions: save (and its shortcut), delete or discard, the problems list. */
export function useEditorFrame({ harnessId, kind, entityKey, editor, readOnly }: Input) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  // A save that renamed the entity lands on its new URL: the notice comes along.
  const [savedAt, setSavedAt] = useState<number | null>(
    () => (location.state as { savedAt?: number } | null)?.savedAt ?? null,
  );
  const problemsOpen = useEditorStore((s) => s.problemsOpen);
  const setProblemsOpen = useEditorStore((s) => s.setProblemsOpen);
  const gate = useSaveGate(editor, readOnly);

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
    if (gate.canSave) void editor.save().then(finish);
    // Save waits for a fix: take the person to the first field to fix.
    else if (gate.wrongFields > 0) focusFirstField(gate.wrong.map((w) => w.pointer));
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
  const toggleProblems = () => setProblemsOpen(!problemsOpen);
  useShortcut({ key: 's', mod: true }, save, gate.ready);
  useShortcut({ key: 'm', mod: true, shift: true }, toggleProblems);
  useFocusParam(gate.ready);

  return { ...gate, savedAt, problemsOpen, toggleProblems, saveButton, finish, save, drop };
}

export type EditorFrameState = ReturnType<typeof useEditorFrame>;
