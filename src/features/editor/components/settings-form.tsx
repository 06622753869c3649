import { useT } from '../../../lib/i18n';
import { useEntityEditor, type EntityEditor } from '../hooks/use-entity-editor';
import { useFieldErrors } from '../hooks/use-field-errors';
import { EntityEditorFrame } from './entity-editor-frame';
import type { Meta } from './settings-meta';
import { GateFields } from './settings-gate-fields';
import { GeneralFields } from './settings-general-fields';
import { GuardFields } from './settings-guard-fields';
import { LockFields } from './settings-lock-fields';
import { ModelFields } from './settings-model-fields';
import { PromptFormatFields } from './settings-prompt-format-fields';
import { PromptLayoutFields } from './settings-prompt-layout-fields';
import { ReleaseFields } from './settings-release-fields';
import { SentenceFields } from './settings-sentence-fields';
import { TraceFields } from './settings-trace-fields';

interface Props {
  harnessId: string;
  readOnly: boolean;
}

/**
 * Name, time zone, banned words, gate, reply guards, model and sampling: a plain form over
 * `meta`.
 */
export function SettingsForm({ harnessId, readOnly }: Props) {
  const t = useT();
  const editor = useEntityEditor<Meta>(harnessId, 'meta', 'meta');
  const at = useFieldErrors(editor as EntityEditor<unknown>);
  const meta = editor.value;
  const set = <K extends keyof Meta>(field: K, value: Meta[K]) =>
    meta && editor.setValue({ ...meta, [field]: value });

  return (
    <EntityEditorFrame
      harnessId={harnessId}
      kind="meta"
      entityKey="meta"
      title={t('settings.title')}
      editor={editor as EntityEditor<unknown>}
      readOnly={readOnly}
    >
      {meta && (
        <>
          <GeneralFields
            meta={meta}
            at={at}
            readOnly={readOnly}
            onChange={(next) => editor.setValue(next)}
          />
          <PromptFormatFields
            settings={meta.settings}
            at={at}
            onChange={(settings) => set('settings', settings)}
          />
          <PromptLayoutFields
            settings={meta.settings}
            at={at}
            onChange={(settings) => set('settings', settings)}
          />
          <LockFields
            settings={meta.settings}
            at={at}
            readOnly={readOnly}
            onChange={(settings) => set('settings', settings)}
          />
          <GateFields
            settings={meta.settings}
            at={at}
            readOnly={readOnly}
            onChange={(settings) => set('settings', settings)}
          />
          <ReleaseFields
            harnessId={harnessId}
            settings={meta.settings}
            at={at}
            readOnly={readOnly}
            onChange={(settings) => set('settings', settings)}
          />
          <TraceFields
            settings={meta.settings}
            at={at}
            onChange={(settings) => set('settings', settings)}
          />
          <SentenceFields
            settings={meta.settings}
            at={at}
            onChange={(settings) => set('settings', settings)}
          />
          <GuardFields
            harnessId={harnessId}
            settings={meta.settings}
            at={at}
            readOnly={readOnly}
            onChange={(settings) => set('settings', settings)}
          />
          <ModelFields model={meta.model} at={at} onChange={(model) => set('model', model)} />
        </>
      )}
    </EntityEditorFrame>
  );
}
